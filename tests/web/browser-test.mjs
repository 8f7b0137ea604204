// The web build in a real browser: headless Chromium driven by Playwright against dist/ served on 127.0.0.1.
//   node tests/web/browser-test.mjs http://127.0.0.1:PORT/ OUT_DIR
// Checks: the page loads with no console error; the explorer records and draws a search (frames keep coming
// while it records the whole Tic-Tac-Toe tree); the board renders (the screenshot is not blank); a click plays
// the person's move and the computer answers (read from the game's console log), and so on to the end of the
// game; while the computer searches a hard Gomoku position the frame
// rate stays at least 80 % of the idle frame rate measured in the same run; the Connect Four opening book is
// fetched only when Connect Four is opened, and two games against Perfect with the analysis overlay on, from
// middle-game positions, are played to their end, each turn's solving time logged (CONNECT4_LATENCY: the
// computer's move plus the analysis of the position it leaves); frames keep coming while Hard searches
// Kalah(6,4), and Perfect against Perfect plays Kalah(4,3) to its end (KALAH_PERFECT_LATENCY); frames keep
// coming while Hard searches Reversi, each of its moves within 3 s (REVERSI_FRAME_RATE, REVERSI_HARD_MOVE), and
// the same of Checkers, whose endgame database the page fetches and reads (CHECKERS_FRAME_RATE, CHECKERS_HARD_MOVE),
// and of Chess (CHESS_FRAME_RATE, CHESS_HARD_MOVE).
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { writeFileSync } from "node:fs";

// playwright-core lives in the tools folder the test script installs it into (NODE_TOOLS), not in the project.
const require = createRequire(process.env.NODE_TOOLS ? `${process.env.NODE_TOOLS}/package.json` : import.meta.url);
const { chromium } = require("playwright-core");

const base = process.argv[2];
const out = process.argv[3] ?? ".";
// The same dist/ served without its compressed copies, for the load time on a slow connection without them.
const plainBase = process.argv[4];
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

/** How many distinct colours a PNG has (decoded with zlib; 8-bit RGB or RGBA, no interlace). */
function distinctColours(png) {
  let pos = 8, width = 0, height = 0, channels = 0;
  const idat = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.toString("ascii", pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      channels = { 2: 3, 6: 4 }[data[9]];
    } else if (type === "IDAT") idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const prev = Buffer.alloc(stride), line = Buffer.alloc(stride);
  const colours = new Set();
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels] : 0, b = prev[x], c = x >= channels ? prev[x - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      line[x] = (src[x] + predictor) & 255;
    }
    for (let x = 0; x < stride; x += channels * 7) colours.add(line.readUIntBE(x, 3));
    line.copy(prev);
  }
  return colours.size;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--disable-quic", "--autoplay-policy=user-gesture-required"],
});
// The menu's Explorer button in a 1024 × 768 page: the first of the buttons under the card (Explorer, How to
// play, Settings, Start). The card above it grows by half a row of buttons each time its game row wraps once
// more (three rows since Checkers joined): a new game in the menu may move it.
const EXPLORER_BUTTON = { x: 298, y: 619 };
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
const logs = [], errors = [];
// What the page logged while it opened, before the last idle-then-busy measurement cleared the log.
let opening = [];
page.on("console", (m) => {
  const text = m.text();
  logs.push(text);
  if (m.type() === "error") errors.push(text);
});
page.on("pageerror", (e) => errors.push(String(e)));
const requests = [];
page.on("request", (r) => requests.push(r.url()));
const encodings = {};
page.on("response", (r) => { encodings[r.url().split("/").pop()] = r.headers()["content-encoding"] ?? "none"; });
// Every text the loading screen shows, in order (recorded from before the page's own script runs).
await page.addInitScript(() => {
  window.loadingWords = [];
  document.addEventListener("DOMContentLoaded", () => {
    const loading = document.getElementById("loading");
    const note = () => {
      const text = loading.querySelector(".label, .error")?.textContent;
      if (text && text !== window.loadingWords.at(-1)) window.loadingWords.push(text);
    };
    note();
    new MutationObserver(note).observe(loading, { subtree: true, childList: true, characterData: true });
  });
});

/** Milliseconds from opening the page until the menu takes a click: once the game logs that the menu is on
 * screen (its fonts loaded, so its layout final: a click before then could land on another button), the
 * Explorer button, pressed every 100 ms until the game logs that the explorer recorded its search. Chromium's
 * network emulation slows the connection (`megabits` down and up, `latency` ms each way); the cache is off, as
 * on a first visit. */
async function timeToMenu(url, megabits, latency) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const fresh = await context.newPage();
  const seen = [];
  fresh.on("console", (m) => seen.push(m.text()));
  const cdp = await context.newCDPSession(fresh);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const bytesPerSecond = (megabits * 1e6) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false, latency, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond,
  });
  const started = Date.now();
  await fresh.goto(url, { waitUntil: "commit" });
  let ms = null;
  while (Date.now() - started < 180000) {
    if (!seen.some((l) => /menu on screen/.test(l))) {
      await fresh.waitForTimeout(50);
      continue;
    }
    await fresh.mouse.click(EXPLORER_BUTTON.x, EXPLORER_BUTTON.y).catch(() => {});
    await fresh.waitForTimeout(100);
    if (seen.some((l) => /explorer: recorded \d+ nodes/.test(l))) {
      ms = Date.now() - started;
      break;
    }
  }
  await context.close();
  return ms;
}

/**
 * Clicks at `at` and waits until a console line matches `played`, or fails after `ms`. A click while the
 * last move is still being shown only finishes showing it (the game takes no move from it), so a click that
 * plays nothing within a moment is made once more, as a person would.
 */
async function clickToPlay(at, played, ms) {
  await page.mouse.click(at.x, at.y);
  const first = await waitForLog(played, 1500);
  if (first !== null) return first;
  await page.mouse.click(at.x, at.y);
  return waitForLog(played, ms);
}

/** Waits until a console line matches, or fails after `ms`. */
async function waitForLog(pattern, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const line = logs.find((l) => pattern.test(l));
    if (line) return line;
    await page.waitForTimeout(50);
  }
  return null;
}

/** Frames per second the page draws over `ms`, counted with requestAnimationFrame. */
async function frameRate(ms) {
  return page.evaluate((ms) => new Promise((resolve) => {
    let frames = 0;
    const start = performance.now();
    const tick = (now) => {
      frames++;
      if (now - start < ms) requestAnimationFrame(tick);
      else resolve((frames * 1000) / (now - start));
    };
    requestAnimationFrame(tick);
  }), ms);
}

// Opens `url` (a game of two computers, paused), measures the idle frame rate, then resumes it (P) and measures
// the frame rate while they think; the log is emptied when the game resumes.
async function idleThenBusy(url) {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("#loading.done", { state: "attached", timeout: 60000 });
  await page.waitForTimeout(2000);
  const idle = await frameRate(2500);
  opening = [...logs];
  logs.length = 0;
  await page.keyboard.press("p");
  await page.waitForTimeout(150);
  const busy = await frameRate(2500);
  return { idle, busy };
}

// Hard against Hard on `game` (paused while the idle frame rate is measured, then resumed): the frame rate
// while it searches, checked against 80 % of the idle one and logged as TAG_FRAME_RATE, and each move it makes
// within 30 s (up to `moves`) logged as TAG_HARD_MOVE with its time and nodes; returns the moves' times in ms.
async function hardAgainstHard(game, label, tag, moves) {
  logs.length = 0;
  const { idle, busy } = await idleThenBusy(`${base}?game=${game}&x=hard&o=hard&first=x&start&paused`);
  writeFileSync(`${out}/web-${tag.toLowerCase()}.png`, await page.screenshot());
  check(busy >= 0.8 * idle,
    `${label}: frame rate while Hard searches ${busy.toFixed(1)} fps >= 80 % of idle ${idle.toFixed(1)} fps`);
  console.log(`${tag}_FRAME_RATE idle=${idle.toFixed(1)} searching=${busy.toFixed(1)} ratio=${(busy / idle).toFixed(2)}`);
  const searches = () => logs.filter((l) => /Move search at ply \d+ ready in/.test(l));
  for (const deadline = Date.now() + 30000; searches().length < moves && Date.now() < deadline; ) {
    await page.waitForTimeout(100);
  }
  const times = [];
  for (const line of searches()) {
    const [, ply, ms, nodes] = /ply (\d+) ready in (\d+) ms \((\d+) nodes\)/.exec(line) ?? [];
    if (ply) {
      console.log(`${tag}_HARD_MOVE ply=${ply} ms=${ms} nodes=${nodes}`);
      times.push(Number(ms));
    }
  }
  return times;
}

/** Whether dropping a disc of `who` into column `c` of `board` (columns of "H"/"C" from the bottom) makes four. */
function wins(board, c, who) {
  const r = board[c].length;
  if (r >= 6) return false;
  const at = (x, y) => x >= 0 && x < 7 && y >= 0 && y < 6 && board[x][y] === who;
  return [[1, 0], [0, 1], [1, 1], [1, -1]].some(([dx, dy]) => {
    let n = 1;
    for (const s of [1, -1]) {
      for (let x = c + s * dx, y = r + s * dy; at(x, y); x += s * dx, y += s * dy) n++;
    }
    return n >= 4;
  });
}

/** Where a board cell's centre is on screen, from the game's layout rules (see src/app/geometry.rs); gravity
 * boards keep one row of space above the board (`spaceAbove`). */
function cellCentre(rows, cols, cell, spaceAbove = 0, room = { x: 0, y: 0 }, width = 1024, height = 768) {
  const top = 76, bottom = 84, side = 210, margin = 16;
  // `room`: the cells kept free on each side for the board's labels (`BoardShape::room`).
  const across = (width - 2 * margin - side) / (cols + 2 * room.x);
  const down = (height - top - bottom - 2 * margin) / (rows + spaceAbove + 2 * room.y);
  const size = Math.min(across, down, 180);
  const cx = width / 2 - side / 2, cy = height / 2 - (bottom - top - spaceAbove * size) / 2;
  const r = Math.floor(cell / cols), c = cell % cols;
  return { x: cx + (c - (cols - 1) / 2) * size, y: cy + (r - (rows - 1) / 2) * size };
}

try {
  // 1. The menu loads without errors, the loading indicator goes away, and something is drawn.
  await page.goto(base, { waitUntil: "load" });
  await page.waitForSelector("#loading.done", { state: "attached", timeout: 60000 });
  await page.waitForTimeout(2000);
  const menu = await page.screenshot();
  writeFileSync(`${out}/web-menu.png`, menu);
  check(distinctColours(menu) > 8, `the menu is drawn (${distinctColours(menu)} colours sampled)`);
  // The loading screen showed the download's progress out of the module's size (build.json), then "starting";
  // the .wasm came compressed (the server sends the build's .br copy).
  const info = await (await fetch(new URL("build.json", base))).json();
  const words = await page.evaluate(() => window.loadingWords);
  const totalShown = (info.wasm.bytes / 1e6).toFixed(1);
  const progress = words.filter((w) => /Downloading: [\d.]+ of [\d.]+ MB/.test(w));
  check(progress.length >= 2 && progress.every((w) => w.includes(`of ${totalShown} MB`)),
    `the loading screen counted the download out of ${totalShown} MB (${progress.length} steps: ${progress[0]} … ${progress.at(-1)})`);
  check(words.at(-1) === "Starting…", `then it said "Starting…" (${JSON.stringify(words.slice(-2))})`);
  check(encodings["minimax-arcade_bg.wasm"] === "br", `the .wasm came brotli-compressed (${encodings["minimax-arcade_bg.wasm"]})`);

  // 1b. The explorer, from the menu's Explorer button: the textbook tree is recorded and drawn, and stepping to
  // the end shows the search's principal variation.
  logs.length = 0;
  await page.mouse.click(EXPLORER_BUTTON.x, EXPLORER_BUTTON.y);
  const recorded = await waitForLog(/explorer: recorded \d+ nodes/, 15000);
  check(recorded !== null, `the explorer recorded a search: ${recorded}`);
  await page.keyboard.press("End");
  await page.waitForTimeout(800);
  const explorer = await page.screenshot();
  writeFileSync(`${out}/web-explorer.png`, explorer);
  check(distinctColours(explorer) > 8, `the explorer is drawn (${distinctColours(explorer)} colours sampled)`);
  // The biggest built-in tree: plain minimax from the empty Tic-Tac-Toe board, 549,946 nodes, recorded in slices
  // on the async task while frames keep coming (a recording that froze the page would draw none).
  for (let i = 0; i < 4; i++) {
    logs.length = 0;
    await page.mouse.click(878, 58);
    await waitForLog(/explorer: recorded \d+ nodes/, 30000);
  }
  const calm = await frameRate(1500);
  logs.length = 0;
  await page.keyboard.press("1");
  const recording = await frameRate(1500);
  const whole = await waitForLog(/explorer: recorded 549946 nodes/, 60000);
  check(whole !== null, `the whole Tic-Tac-Toe tree was recorded: ${whole}`);
  check(recording >= 0.5 * calm, `frames kept coming while recording: ${recording.toFixed(1)} fps, idle ${calm.toFixed(1)} fps`);
  console.log(`EXPLORER_FRAME_RATE idle=${calm.toFixed(1)} recording=${recording.toFixed(1)}`);

  // 2. Tic-Tac-Toe against the perfect computer: a click plays the centre, the computer answers.
  await page.goto(`${base}?game=tictactoe&x=human&o=perfect&first=x&start`, { waitUntil: "load" });
  await page.waitForSelector("#loading.done", { state: "attached", timeout: 60000 });
  await page.waitForTimeout(1500);
  logs.length = 0;
  const centre = cellCentre(3, 3, 4);
  await page.mouse.click(centre.x, centre.y);
  const mine = await waitForLog(/move 1: X \(Human\) plays 5/, 10000);
  check(mine !== null, `the click played the centre: ${mine}`);
  const reply = await waitForLog(/move 2: O \(Computer\) plays [1379]/, 15000);
  check(reply !== null, `the computer answered in a corner: ${reply}`);
  // The page's live region (aria-live) says the computer's answer, for a screen reader.
  const answered = /plays (\d)/.exec(reply ?? "")?.[1];
  const heard = await page
    .waitForFunction((cell) => {
      const text = document.getElementById("announcer")?.textContent ?? "";
      return text.includes(`plays cell ${cell}`) ? text : null;
    }, answered, { timeout: 5000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  check(heard !== null, `the live region announced the computer's answer: ${heard}`);
  // The rest of the game: the person clicks the first free cell each turn until it ends; perfect play never
  // loses.
  let over = null;
  for (let turn = 2; turn <= 5 && over === null; turn++) {
    const taken = new Set(logs.map((l) => /move \d+: [XO] \(\w+\) plays (\d)/.exec(l)?.[1]).filter(Boolean));
    const cell = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((c) => !taken.has(String(c)));
    const at = cellCentre(3, 3, cell - 1);
    await clickToPlay(at, new RegExp(`move ${2 * turn - 1}: X \\(Human\\) plays ${cell}`), 5000);
    await waitForLog(new RegExp(`move ${2 * turn}: O \\(Computer\\)|game over`), 15000);
    over = await waitForLog(/game over/, 300);
  }
  check(over !== null && !/X wins/.test(over), `a whole game was played to its end: ${over}`);
  await page.waitForTimeout(800);
  const board = await page.screenshot();
  writeFileSync(`${out}/web-tictactoe.png`, board);
  check(distinctColours(board) > 8, `the board is drawn (${distinctColours(board)} colours sampled)`);

  // 3. Frames keep coming while the computer searches a hard Gomoku position: Hard against Hard from a
  // middle game, paused to measure the idle rate, then resumed (P) to measure while they think.
  const moves = "113,114,98,128,99,97,129,143,84,70,112,127,100,115,85";
  const { idle, busy } = await idleThenBusy(`${base}?game=gomoku&x=hard&o=hard&first=x&moves=${moves}&start&paused`);
  const played = logs.filter((l) => /move \d+: \w+ \(Computer\) plays/.test(l)).length;
  writeFileSync(`${out}/web-gomoku.png`, await page.screenshot());
  check(played >= 1, `the computers moved while measured (${played} moves in 2.5 s)`);
  check(busy >= 0.8 * idle, `frame rate while searching ${busy.toFixed(1)} fps >= 80 % of idle ${idle.toFixed(1)} fps`);
  console.log(`FRAME_RATE idle=${idle.toFixed(1)} searching=${busy.toFixed(1)} ratio=${(busy / idle).toFixed(2)}`);
  // Hard's moves in the browser, sliced between frames: how long each took and how many nodes it searched (a
  // figure for the README, not a check: timings are measured, never asserted). Four moves are waited for.
  const searches = () => logs.filter((l) => /Move search at ply \d+ ready in/.test(l));
  for (const deadline = Date.now() + 30000; searches().length < 4 && Date.now() < deadline; ) {
    await page.waitForTimeout(100);
  }
  for (const line of searches()) {
    const [, ply, ms, nodes] = /ply (\d+) ready in (\d+) ms \((\d+) nodes\)/.exec(line) ?? [];
    if (ply) console.log(`GOMOKU_MOVE ply=${ply} ms=${ms} nodes=${nodes} nps=${Math.round((nodes * 1000) / ms)}`);
  }

  // The engine's own speed in the page: `?bench` runs the benchmark searches in one piece as the game starts
  // (src/app/logic/bench.rs), so, unlike the moves above, the frames' drawing takes none of their time. Their
  // node counts are fixed; their speed is a figure for the README, not a check.
  logs.length = 0;
  await page.goto(`${base}?bench`, { waitUntil: "load" });
  const benched = () => logs.filter((l) => /search bench: .* nodes\/s/.test(l));
  for (const deadline = Date.now() + 120000; benched().length < 2 && Date.now() < deadline; ) {
    await page.waitForTimeout(100);
  }
  check(benched().length === 2, `the engine's benchmark ran in the page (${benched().length} of 2 searches)`);
  for (const line of benched()) {
    const [, what, runs, nodes, ms, nps] =
      /search bench: (.*): (\d+) runs, (\d+) nodes in (\d+) ms, (\d+) nodes\/s/.exec(line) ?? [];
    if (what) console.log(`SEARCH_BENCH ${what}: runs=${runs} nodes=${nodes} ms=${ms} nps=${nps}`);
  }

  // 4. Connect Four against Perfect with the analysis overlay on (A). The opening book is fetched only now,
  // not for the games before. Two games from middle-game positions (the first 14 moves of two lines of Pascal
  // Pons' published middle-medium set, tests/data), so the test does not wait on the solver's slowest plies;
  // a seeded random person (who avoids handing the computer a win at once) plays on to the end. Each turn is
  // timed from the game's own log: the computer's search for its move, then the analysis of the position it
  // leaves (the pacing and the stone's fall between them are left out: they are the game's choice, not the
  // solver's time).
  const bookFetched = () => requests.filter((u) => /connect4\.book/.test(u)).length;
  check(bookFetched() === 0, "the opening book is not fetched before Connect Four is opened");
  let seed = 20261124;
  const random = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return Math.floor((seed / 2147483648) * n);
  };
  const turns = [];
  for (const [gameNo, start] of ["27455222413166", "35133443754337"].entries()) {
    logs.length = 0;
    await page.goto(`${base}?game=connect4&x=human&o=perfect&first=x&moves=${start}&start`, { waitUntil: "load" });
    await page.waitForSelector("#loading.done", { state: "attached", timeout: 60000 });
    if (gameNo === 0) {
      const book = await waitForLog(/opening book: \d+ entries/, 30000);
      check(book !== null && bookFetched() >= 1, `Connect Four fetched the opening book: ${book}`);
    }
    // The overlay's setting is kept from the game before: A only if no analysis of the position started.
    const first = new RegExp(`Analysis search at ply ${start.length} started`);
    if ((await waitForLog(first, 3000)) === null) {
      await page.keyboard.press("a");
      check((await waitForLog(first, 10000)) !== null, `Connect Four game ${gameNo + 1}: A turned the analysis on`);
    }
    // The board, column by column from the bottom: H the person's discs (Red, first), C the computer's.
    const board = [[], [], [], [], [], [], []];
    [...start].forEach((c, i) => board[Number(c) - 1].push(i % 2 === 0 ? "H" : "C"));
    const heights = board.map((column) => column.length);
    logs.length = 0;
    let ended = false;
    while (!ended) {
      // A random column, but not one that lets the computer win at once (so the games last).
      const open = () => [0, 1, 2, 3, 4, 5, 6].filter((c) => board[c].length < 6);
      const safe = open().filter((c) => {
        board[c].push("H");
        const loses = open().some((d) => wins(board, d, "C"));
        board[c].pop();
        return !loses;
      });
      const choices = safe.length > 0 ? safe : open();
      const col = choices[random(choices.length)];
      const ply = heights.reduce((a, b) => a + b, 0);
      // Connect Four's column numbers are not shown by default: no room is kept for them.
      const at = cellCentre(6, 7, col, 1);
      const mine = await clickToPlay(at, new RegExp(`move ${ply + 1}: \\w+ \\(Human\\) plays ${col + 1}`), 10000);
      if (mine === null) {
        check(false, `Connect Four: the click on column ${col + 1} at ply ${ply} played it`);
        break;
      }
      heights[col]++;
      board[col].push("H");
      const answer = await waitForLog(new RegExp(`move ${ply + 2}: \\w+ \\(Computer\\) plays (\\d)|game over`), 120000);
      if (answer === null || /game over/.test(answer)) {
        ended = answer !== null;
        if (!ended) check(false, `Connect Four: the computer answered at ply ${ply + 1}`);
        break;
      }
      const reply = Number(/plays (\d)/.exec(answer)[1]) - 1;
      heights[reply]++;
      board[reply].push("C");
      const searched = await waitForLog(new RegExp(`Move search at ply ${ply + 1} ready in (\\d+) ms`), 1000);
      if (searched === null) {
        check(false, `Connect Four: the computer's search at ply ${ply + 1} was logged`);
        break;
      }
      const analysed = await waitForLog(new RegExp(`Analysis search at ply ${ply + 2} ready in (\\d+) ms|game over`), 120000);
      if (analysed === null || /game over/.test(analysed)) {
        ended = analysed !== null;
        if (!ended) check(false, `Connect Four: the analysis at ply ${ply + 2} came`);
        break;
      }
      const ms = (line) => Number(/ready in (\d+) ms/.exec(line)[1]);
      turns.push({ ply: ply + 1, move: ms(searched), analysis: ms(analysed) });
      logs.length = 0;
    }
    check(ended, `Connect Four game ${gameNo + 1} was played to its end (${turns.length} turns timed so far)`);
  }
  const totals = turns.map((t) => t.move + t.analysis).sort((a, b) => a - b);
  const quantile = (q) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))];
  console.log(`CONNECT4_TURNS ${JSON.stringify(turns)}`);
  console.log(`CONNECT4_LATENCY turns=${totals.length} p50=${quantile(0.5)} p90=${quantile(0.9)} p99=${quantile(0.99)} max=${totals[totals.length - 1]} ms`);
  check(totals.length >= 2, `Connect Four turns were timed (${totals.length})`);

  // 5. Kalah. Frames keep coming while Hard searches Kalah(6,4) (Hard against Hard, paused to measure the idle
  // rate, then resumed); Perfect against Perfect plays Kalah(4,3), solved in the page, to its end (the first
  // player wins it by 6 with best play), each move's search timed from the game's log.
  const kalahMoves = await hardAgainstHard("kalah", "Kalah", "KALAH", 4);
  check(kalahMoves.length >= 1, `Kalah: Hard moved (${kalahMoves.length} moves)`);
  logs.length = 0;
  await page.goto(`${base}?game=kalah:4x3&x=perfect&o=perfect&first=x&start`, { waitUntil: "load" });
  await page.waitForSelector("#loading.done", { state: "attached", timeout: 60000 });
  const kalahOver = await waitForLog(/game over/, 180000);
  check(kalahOver !== null && /Player 1 wins/.test(kalahOver),
    `Kalah(4,3): Perfect against Perfect played to its end, the first player winning: ${kalahOver}`);
  const perfectMs = logs
    .map((l) => /Move search at ply \d+ ready in (\d+) ms/.exec(l))
    .filter((m) => m)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
  check(perfectMs.length >= 5, `Kalah(4,3): Perfect's moves were timed (${perfectMs.length})`);
  if (perfectMs.length > 0) {
    const at = (q) => perfectMs[Math.min(perfectMs.length - 1, Math.floor(q * perfectMs.length))];
    console.log(`KALAH_PERFECT_LATENCY board=4x3 moves=${perfectMs.length} p50=${at(0.5)} p90=${at(0.9)} max=${perfectMs[perfectMs.length - 1]} ms`);
  }

  // 6. Reversi. Frames keep coming while Hard searches (Hard against Hard, paused to measure the idle rate,
  // then resumed), and each of Hard's moves is ready within 3 s, from the game's log.
  const reversiMs = await hardAgainstHard("reversi", "Reversi", "REVERSI", 8);
  check(reversiMs.length >= 3, `Reversi: Hard moved (${reversiMs.length} moves)`);
  check(reversiMs.every((ms) => ms <= 3000), `Reversi: each of Hard's moves within 3 s (${reversiMs.join(", ")} ms)`);

  // 7. Checkers, the same way; the page fetched its endgame database for it, and read it.
  const checkersMs = await hardAgainstHard("checkers", "Checkers", "CHECKERS", 6);
  check(checkersMs.length >= 3, `Checkers: Hard moved (${checkersMs.length} moves)`);
  check(checkersMs.every((ms) => ms <= 3000), `Checkers: each of Hard's moves within 3 s (${checkersMs.join(", ")} ms)`);
  const database = opening.find((l) => /the checkers endgame database: \d+ entries/.test(l));
  check(database !== undefined, `Checkers: the endgame database was fetched and read: ${database}`);

  // 8. Chess, the same way: its pieces are drawings the page rasterises (the screenshot web-chess.png).
  const chessMs = await hardAgainstHard("chess", "Chess", "CHESS", 6);
  check(chessMs.length >= 3, `Chess: Hard moved (${chessMs.length} moves)`);
  check(chessMs.every((ms) => ms <= 3000), `Chess: each of Hard's moves within 3 s (${chessMs.join(", ")} ms)`);

  check(errors.length === 0, `no console errors${errors.length ? ": " + errors.join(" | ") : ""}`);

  // The time until the menu takes a click, on a connection of 10 Mbit/s with 40 ms latency, served with the
  // compressed copies and (when the script passes a second server) without.
  for (const [what, url] of [["compressed", base], ["plain", plainBase]]) {
    if (!url) continue;
    const ms = await timeToMenu(url, 10, 40);
    check(ms !== null, `the menu took a click on a 10 Mbit/s connection (${what})`);
    console.log(`LOAD_TIME ${what} 10Mbit/s 40ms: ${ms === null ? "none" : (ms / 1000).toFixed(1) + " s"}`);
  }
} catch (e) {
  check(false, `the test ran to the end: ${e}`);
} finally {
  await browser.close();
}
process.exit(failures.length ? 1 : 0);
