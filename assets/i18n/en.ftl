# Minimax Arcade: the words of the game, in English. Every other language's file has the same messages, with
# the same placeables ({ $name }); see src/app/words.rs. Numbers given as placeables are grouped the language's
# way by the game.

## The games, as the menu and the top bar name them

game-tictactoe = Tic-Tac-Toe
game-four-in-a-row = Four in a Row
game-gomoku = Gomoku
game-gomoku-standard = Gomoku, standard rules
game-connect4 = Connect Four
game-custom = Custom board
game-bones = Game of Bones
game-nim = Nim
game-board = { $cols }×{ $rows } board, { $k } in a row
game-board-exactly = { $cols }×{ $rows } board, exactly { $k } in a row
game-gravity-board = { $cols }×{ $rows } gravity board, { $k } in a row
game-bones-heap = Game of Bones ({ $heap })
game-nim-heaps = Nim ({ $heaps })
game-nim-heap-separator = { ", " }
game-kalah = Kalah
game-kalah-board = Kalah ({ $pits } pits, { $seeds } seeds{ $rule ->
        [empty] {", empty capture"}
       *[standard] {""}
    })
about-tictactoe = Three in a row on a 3×3 board.
about-four-in-a-row = Four in a row on a 7×6 board; place anywhere.
about-gomoku = Five or more in a row on a 15×15 board.
about-gomoku-standard = Exactly five in a row on a 15×15 board: six or more do not win.
about-connect4 = Drop discs into 7 columns; four in a row wins.
about-nim = Heaps of 3, 4 and 5: take any number from one heap; the last bone wins.
about-kalah = Two rows of pits and a store each: sow the seeds round the board; the most seeds in your store wins.

## Levels of the computer

level-easy = Easy
level-medium = Medium
level-hard = Hard
level-perfect = Perfect

## The menu

menu-title = Minimax Arcade
menu-tagline = Classic board games against a computer that thinks ahead
menu-game = Game
menu-heap = Heap
menu-heap-rules = { $heap ->
        [one] bone
       *[other] bones
    }; take 1, 2 or 3 a turn; whoever cannot move loses
menu-board = Board
menu-board-size = { $side }×{ $side }
menu-columns = Columns
menu-rows = Rows
menu-in-a-row = In a row
menu-gravity-on = Gravity: on
menu-gravity-off = Gravity: off
menu-pits = Pits
menu-seeds = Seeds
menu-capture = Capture
menu-capture-standard = Standard
menu-capture-empty = Empty pits too
menu-human = Human
menu-computer = Computer
menu-record = Your record
menu-record-none = no games yet against { $level }
menu-record-some = { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    }, { $draws ->
        [one] 1 draw
       *[other] { $draws } draws
    }, { $losses ->
        [one] 1 loss
       *[other] { $losses } losses
    } against { $level }
menu-first-move = First move
menu-plays-black = Plays black
menu-you-play = You play
menu-random = Random
menu-clock = Clock
menu-clock-none = Unlimited
menu-clock-custom = Custom
menu-clock-minutes = minutes
menu-clock-seconds = seconds a move
menu-continue = Continue game
menu-explorer = Explorer
menu-settings = Settings
menu-start = Start
menu-keys = Enter starts · Tab or arrows move between buttons · in a game: arrows + Enter or click to play, H hint, A analysis, U undo, M mute, Esc pause
# The version and the licence, at the foot of the menu.
menu-about = Minimax Arcade { $version } · free software (MIT or Apache 2.0)

## The pause menu and the settings

pause-title = Paused
pause-resume = Resume
pause-restart = Restart
pause-explore = Explore the search
pause-settings = Settings
pause-menu = Main menu
pause-quit = Quit
pause-esc = Esc resumes
settings-title = Settings
settings-volume = Volume
settings-effects = Effects
settings-music = Music
settings-sound = Sound (M)
settings-sound-on = On
settings-muted = Muted
settings-animation = Animation
settings-slow = Slow
settings-normal = Normal
settings-fast = Fast
settings-reduced-motion = Reduced motion
settings-theme = Theme
settings-dark = Dark
settings-light = Light
settings-high-contrast = High contrast
settings-analysis = Analysis (A)
settings-coordinates = Coordinates
settings-coordinates-auto = Where moves name squares
settings-legal-moves = Legal moves
settings-move-preview = Move preview
settings-on = On
settings-off = Off
settings-back = Back
settings-text-size = Text size
settings-percent = { $percent }%
settings-language = Language
settings-system-language = System

## The sides, as the top bar, the status line and the move list name them

side-x = X
side-o = O
side-red = Red
side-yellow = Yellow
side-black = Black
side-white = White
piece-crown = { $side } crown
side-first = Player 1
side-second = Player 2

## A move in a sentence ("Hint: column 4 (win in 3)")

move-cell = cell { $cell }
move-column = column { $column }
move-take = take { $bones }
move-from-heap = { $bones } from heap { $heap }
move-pit = pit { $pit }
place-your-pit = your pit { $pit }
place-their-pit = the opponent's pit { $pit }
place-your-store = your store
place-their-store = the opponent's store
label-you = You
label-computer = Computer
move-take-button = Take { $bones }

## What a move is worth, counted in the player's own moves

reading-wins-now = wins now
reading-win = win in { $moves }
reading-draw = draw
reading-won = win
reading-lost = loss
reading-loses-now = loses now
reading-loss = loss in { $moves }
reading-worth = worth { $value }
reading-margin = { $value }
reading-about = about { $value }
board-win = win { $moves }
board-loss = loss { $moves }
board-lost = lost
board-draw = draw

## A match: the top bar, the status line and the buttons

hud-human = Human
hud-computer = Computer ({ $level })
hud-seat = { $side }: { $seat }
# How a game ended: the status line, the banner and the screen reader say the same words. A margin has no unit
# yet ("by 4"): what is counted (seeds, discs) is the game's to say.
hud-you-win = You win!
hud-you-win-by = You win by { $margin }!
hud-computer-wins = The computer wins
hud-computer-wins-by = The computer wins by { $margin }
hud-side-wins = { $side } wins!
hud-side-wins-by = { $side } wins by { $margin }!
hud-you-win-score = You win { $won }–{ $lost }!
hud-computer-wins-score = The computer wins { $won }–{ $lost }
hud-side-wins-score = { $side } wins { $won }–{ $lost }!
hud-draw-score = Drawn { $won }–{ $lost }
hud-draw = Draw
hud-draw-repetition = Draw by repetition
hud-draw-no-progress = Draw: too many moves without progress
hud-draw-agreement = Draw by agreement
hud-draw-out-of-time = Draw: time ran out, but no win was possible
hud-thinking = Computer ({ $side }) is thinking…
hud-paused = Paused: press Step or Resume
hud-to-move = { $side } to move
hud-computer-to-move = Computer ({ $side }) to move
hud-looking = Looking for a good move…
hud-hint = Hint: { $move } ({ $reading })
hud-your-turn = Your turn ({ $side })
hud-analysing = analysing…
hud-wins-by-fours = { $side } wins by fours in { $moves }
hud-estimates = analysis: estimates, not solved
hud-exact = analysis: exact
hud-cut-short = analysis: cut short, { $valued } of { $legal } moves valued
hud-no-hint = No hint: the analysis was cut short before it valued every move
hud-review = Move { $ply } of { $moves }  ·  ← → step  ·  Esc back to the game
hud-solving = solving exactly: { $reading }
hud-solving-between = solving exactly: between { $low } and { $high }
hud-depth = depth { $depth }
hud-nodes = { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }
hud-menu = Menu
hud-restart = Restart
hud-undo = Undo
hud-redo = Redo
hud-pause = Pause
hud-resume = Resume
hud-step = Step
hud-speed = Speed: { $speed }
hud-hint-button = Hint
hud-offer-draw = Offer draw
hud-accept-draw = Accept draw
hud-claim-draw = Claim draw
hud-analysis-on = Analysis: on
hud-analysis-off = Analysis: off
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant

## Why a move was refused

refusal-stale = That move was for an earlier position
refusal-not-your-turn = Wait for the computer's move
refusal-game-over = The game is already over
refusal-off-board = That is off the board
refusal-occupied = That cell is already taken
refusal-column-full = That column is full
refusal-bad-take = You may take 1, 2 or 3 bones, and no more than the heap holds
refusal-no-such-move = That piece cannot move that way
refusal-must-jump = A capture is compulsory: one of your pieces must jump
refusal-in-check = Your king is in check: the move must answer the check
refusal-pinned = That piece is pinned: moving it would leave your king in check
refusal-into-check = The king cannot move into check
refusal-bad-heap-take = Take one bone or more from one heap, and no more than it holds
refusal-empty-pit = That pit is empty: sow from one of your pits that holds seeds
refusal-no-move-here = No move starts there
refusal-not-a-landing = The piece you picked cannot go there

## The banner at the end of a game

banner-nobody-wins = Nobody wins this one.
banner-draw-agreed = { $answer }.
banner-draw-claimed = { $side } claimed the draw.
banner-time-out-you = Your time ran out.
banner-time-out-computer = The computer's time ran out.
banner-time-out-side = { $side }'s time ran out.
banner-you-beat = You beat the computer.
banner-perfect = It plays perfectly.
banner-try-again = Try again?
banner-record = Your record: { $record }.
banner-not-counted = Not counted in your record: the match began from a set-up position.
banner-play-again = Play again
banner-menu = Menu

## The move list

moves-title = Moves
moves-copy = Copy position
moves-copy-game = Copy game
moves-live = Back to live
moves-person = person
moves-computer = computer
moves-paste = Paste
moves-none = No moves yet
moves-row = { $number }. { $side } { $move }
moves-row-computer = { $number }. { $side } { $move }  ·  computer

## The line above the heaps (the Game of Bones, Nim)

caption-bones-left = { $bones ->
        [one] { $bones } bone left
       *[other] { $bones } bones left
    }
caption-took = { $side } took { $move }
caption-bones-how = take 1, 2 or 3: click the last bones, press a key, or use the buttons
caption-heaps = Heaps { $heaps }
caption-nim-how = take any number from one heap: click a bone to take it and those after it
caption-kalah-standard = Standard rule: a capture needs seeds opposite
caption-kalah-empty = Empty-capture rule
caption-kalah-how = click one of your pits to sow its seeds
caption-sowed = { $side } sowed { $move }
caption-you = You
caption-computer = The computer
caption-then = then { $move }
caption-again = moves again
caption-captured = { $seeds ->
    [one] captured one seed
   *[other] captured { $seeds } seeds
    }
caption-kalah-swept = game over: the seeds left on each side went to their owner's store

## Notices: what went wrong with the settings, and what a button did

notice-settings-set-aside = The settings could not be read ({ $why }), so the defaults are back. The old file is kept as { $path }.
notice-settings-stuck = The settings could not be read ({ $why }). The defaults are used, and nothing is saved over the old settings.
notice-settings-partly = Parts of the settings could not be read: { $notes }.
notice-settings-damaged = The settings file was damaged ({ $why }), so the defaults are back.
notice-file-kept = The file as it was is kept as { $path }.
notice-file-not-kept = A copy of the file could not be kept: { $why }.
notice-file-not-moved = It could not be moved aside ({ $why }), so nothing is saved over it.
notice-link-ignored = The link's parameters were ignored: { $why }.
notice-save-failed = Could not save the settings to { $place }: { $why }
notice-replay-dropped = { $moves ->
        [one] { $moves } move of the saved match could not be replayed.
       *[other] { $moves } moves of the saved match could not be replayed.
    }
notice-copied-position = Copied the position ({ $moves }) to the clipboard
notice-pasted = Started from what you pasted
notice-paste-refused = Nothing pasted: { $why }
notice-draw-offered = { $side } offers a draw: accept it, or play on to decline
notice-draw-weighing = The computer weighs your offer of a draw…
notice-computer-offers-draw = The computer offers a draw: it has proved the game a draw. Accept it, or play on to decline
notice-draw-accepted-proven = The computer accepts the draw: with best play it cannot win
notice-draw-accepted = The computer accepts the draw: it values its position at { $value }
notice-draw-declined-win = The computer declines the draw: it has found a win
notice-draw-declined = The computer declines the draw: it values its position at { $value }
notice-may-claim-repetition = The position has stood three times: { $side } may claim a draw
notice-time-short = { $side }: less than { $seconds } seconds left
notice-may-claim-no-progress = Fifty moves each with no pawn moved and nothing taken: { $side } may claim a draw
notice-draw-claimed-proven = The computer claims the draw: with best play it cannot win
notice-draw-claimed = The computer claims the draw: it values its position at { $value }
paste-prompt = Paste a position or moves of this game
notice-copied-empty = Copied the position (the empty board) to the clipboard
notice-copied = Copied to the clipboard
notice-downloaded = Downloaded { $file }
notice-in-address-bar = The link to this position is in the address bar
notice-copy-failed = Could not copy the position: { $why }
notice-two = { $first } { $second }

## The explorer of the search

explorer-heading = Explorer
explorer-title = Explorer: { $subject }
explorer-subject-minimax = Textbook tree: minimax
explorer-subject-alpha-beta = Textbook tree: alpha-beta
explorer-subject-bones = Game of Bones, a heap of { $heap }
explorer-subject-block = Tic-Tac-Toe, X to block
explorer-subject-empty = Tic-Tac-Toe, the empty board
explorer-subject-edited = Textbook tree, edited
explorer-from-match = { $moves ->
        [0] { $game }, the start
        [one] { $game }, after { $moves } move
       *[other] { $game }, after { $moves } moves
    }
explorer-minimax = Minimax
explorer-alpha-beta = Alpha-beta
explorer-ordered = Alpha-beta, ordered
explorer-table = Alpha-beta + table
explorer-next = Next example
explorer-back = Back
explorer-play = Play / Pause
explorer-next-cut = Next cut
explorer-slower = Slower
explorer-faster = Faster
explorer-shallower = Depth −
explorer-deeper = Depth +
explorer-export = Export
explorer-side-by-side = Side by side
explorer-recording = recording the search…
explorer-depth = depth { $depth }
explorer-depth-evaluated = depth { $depth } (the engine's evaluation at the leaves)
explorer-step = step { $step } of { $steps }
explorer-playing = playing, { $speed } steps/s
explorer-truncated = cut at the node limit: part of the tree is missing
explorer-under-pointer = Under the pointer: { $path }
explorer-where-search = Where the search is: { $path }
explorer-root = the root
explorer-max-to-move = max (the root's player) to move
explorer-min-to-move = min (the opponent) to move
explorer-moves-again = the same player moves again
explorer-again-mark = (again)
explorer-value = value { $value }
explorer-value-unknown = value not yet known
explorer-at-least = value { $value } (a bound: at least)
explorer-at-most = value { $value } (a bound: at most)
explorer-window = window { $window }
explorer-table-hit = answered from the table (TT)
explorer-cut-unvalued = { $moves ->
        [one] cut-off: { $moves } move never searched
       *[other] cut-off: { $moves } moves never searched
    }
explorer-cut-max = { $moves ->
        [one] cut-off: { $moves } move never searched.
       *[other] cut-off: { $moves } moves never searched.
    } Why: max gets { $value } here, but min already has β { $edge } elsewhere: min never lets the game come here.
explorer-cut-min = { $moves ->
        [one] cut-off: { $moves } move never searched.
       *[other] cut-off: { $moves } moves never searched.
    } Why: min holds max to { $value } here, but max already has α { $edge } elsewhere: max never comes here.
explorer-nodes = { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }
explorer-more-nodes = more than { $nodes } nodes
explorer-cuts = { $cuts ->
        [one] { $cuts } cut
       *[other] { $cuts } cuts
    }
explorer-hits = { $hits ->
        [one] { $hits } TT hit
       *[other] { $hits } TT hits
    }
explorer-counting = counting…
explorer-edit = New value for leaf { $leaf }: { $text }_
    Enter sets it, Escape cancels.
explorer-keys =
    ← → step · Space play · C next cut · Home/End
    {"["} ] speed · 1–4 algorithm · E export · Esc back
    Drag or W A S D pan · wheel or + − zoom
    Click a node to open or close it.
explorer-click-leaf = Click a leaf to give it a value.
explorer-values = Values are the root player's: W5 wins at ply 5.
explorer-bones = { $bones ->
        [one] { $bones } bone
       *[other] { $bones } bones
    }
explorer-leaf = leaf { $value }
explorer-exported = { $done }: the tree as Graphviz DOT ({ $nodes } nodes).
explorer-export-failed = Could not export the tree: { $why }.
explorer-leaf-range = A leaf's value is a whole number from { $low } to { $high }.

## The web page, before the game runs (scripts/build-web.sh copies these into the page)

web-loading = Loading Minimax Arcade…
web-failed = Minimax Arcade could not start in this browser (it needs WebGL2).
web-downloading = Downloading: { $done } of { $total } MB
web-downloading-unknown = Downloading: { $done } MB
web-starting = Starting…
web-no-webgl = Minimax Arcade needs WebGL2, which this browser does not offer or has turned off.
web-download-failed = The game could not be downloaded. Check the connection and try again.
web-retry = Try again

## What a screen reader hears: the board's cells, and each move as it is played

access-board = { $game }: the board
access-cell = { $cell }, { $side }
access-cell-empty = { $cell }, empty
access-column = column { $column }, from the bottom: { $discs }
access-column-empty = column { $column }, empty
access-list = { $first }, { $second }
access-heap = heap { $heap }: { $bones ->
        [one] { $bones } bone
       *[other] { $bones } bones
    }
access-place-seeds = { $place }: { $seeds ->
        [one] { $seeds } seed
       *[other] { $seeds } seeds
    }
access-played = { $side } plays { $move }
access-computer-played = Computer ({ $side }) plays { $move }
# What a move did, said after it: pieces turned over, pieces captured, a move again, a pass.
access-turned = { $count ->
    [one] one piece turned over
   *[other] { $count } pieces turned over
}
access-captured = { $count ->
    [one] one piece captured
   *[other] { $count } pieces captured
}
access-moves-again = { $side } moves again
access-passes = { $side } has no move and passes
access-reversi-move = { $move }, { $colour }; { $turned ->
    [one] one disc turned
   *[other] { $turned } discs turned
}
access-picked = { $place } picked: choose where it goes
access-controls = Match controls

## How to play (a panel from the menu and the pause menu): each family's rules, then how to make a move.

how-title = How to play
how-mnk = Take turns putting your mark on any empty cell. The first to get { $k } in a row, across, down or diagonally, wins. A full board with no such line is a draw.
how-mnk-exact = Take turns putting your mark on any empty cell. The first to get exactly { $k } in a row, across, down or diagonally, wins; a longer line does not count. A full board with no such line is a draw.
how-gravity = Take turns dropping a disc into a column: it falls to the lowest empty cell. The first to get { $k } in a row, across, down or diagonally, wins. A full board with no such line is a draw.
how-bones = There is one heap of bones. Take turns taking 1, 2 or 3 of them. Whoever takes the last bone wins.
how-nim = There are a few heaps of bones. Take turns taking as many bones as you like, at least one, from a single heap. Whoever takes the last bone wins.
how-kalah = Each player has the row of { $pits } pits nearest them and the store on their right; every pit starts with { $seeds } seeds. On your turn, take all the seeds from one of your pits and sow them one by one into the pits that follow, counter-clockwise: along your row, into your own store, along your opponent's row (never into their store), and round again. If your last seed lands in your store, you move again. As soon as one side's pits are all empty, each player puts the seeds left on their side into their own store, and whoever has more seeds in their store wins.
how-kalah-capture = A capture: if your last seed lands in an empty pit of yours and the pit opposite holds seeds, that seed and all the seeds opposite go into your store.
how-kalah-capture-empty = A capture (the empty-capture rule): if your last seed lands in an empty pit of yours, that seed and all the seeds in the pit opposite go into your store, even when the pit opposite is empty.
picture-kalah-again = Pit { $pit } sows its last seed into your store: you move again.
picture-kalah-capture = Pit { $pit } ends in your empty pit { $last }: that seed and the { $taken } seeds opposite go into your store.
picture-kalah-no-capture = The same sowing with the pit opposite empty: no capture under this rule, and the seed stays in pit { $last }.
picture-kalah-empty-capture = The same sowing with the pit opposite empty: under the empty-capture rule the seed in pit { $last } still goes into your store.
how-controls = Click or tap where you want to play, or move the cursor with the arrow keys and press Enter. U takes a move back, H shows a hint, A shows what every move is worth, Esc pauses.
how-clock = On a clock (chosen on the menu: 5+3 is five minutes each and three seconds more for every move), a side's time runs while it is to move. A side whose time runs out loses, unless the other could not have won by any moves (a lone king, in chess): then the game is drawn. The clocks stop while the game is paused or its past is shown.

# Reversi
game-reversi = Reversi
game-reversi-board = Reversi ({ $side }×{ $side })
game-crowning = Crowning ({ $side }×{ $side })
about-reversi = Black and white discs: close a line of your opponent's discs and they turn to your colour; the most discs at the end wins.
how-reversi = The board has { $side }×{ $side } squares, with two black and two white discs in the middle; Black moves first. Put a disc on an empty square so that it closes at least one straight line of your opponent's discs (across, down or diagonal) against another disc of yours: every line it closes turns over to your colour. A disc that would turn nothing over may not be played.
how-reversi-end = If you have no move, you pass (the game passes for you) and your opponent plays on. The game ends when neither side can move, and whoever has more discs wins. The values of the analysis count the empty squares for the winner, as Othello players count them.
how-crowning = A test game of draughts. Men stand on the dark squares and move one square diagonally forward, or jump a piece of the other side onto the empty square beyond, taking it, and jump on while they can. A man that reaches the far row is crowned, and a crown moves and jumps backward too. A side with no move loses.
picture-crowning-jump = Black's man jumps White's onto the far row, takes it and is crowned.
game-checkers = Checkers
about-checkers = English draughts, as the federations play it: jump to take, and a man that reaches the far row is crowned king.
how-checkers = The pieces stand on the 32 dark squares, numbered 1 to 32 from Black's side; Black moves first. A man moves one square diagonally forward; a king one square diagonally either way. A piece takes by jumping an opposing piece next to it onto the empty square beyond, and jumps on while it can, choosing its way. Taking is compulsory: if you can jump, you must, though you may choose which jump. A man that reaches the far row is crowned king, which ends its move. A side with no piece or no move loses.
how-checkers-draws = The game is drawn when the same position comes with the same side to move for the third time, or after 80 moves (40 each) in which no man moved and nothing was taken. The values of the analysis count a man as 100.
picture-checkers-jump = Black's man on 14 jumps two white men, landing on 23 and then 30, where it is crowned king: 14x23x30.
checkers-square = square { $square }
piece-man = { $side } man
piece-king = { $side } king
access-checkers-step = { $colour }: { $from } to { $to }
access-checkers-jump = { $colour }: { $from } jumps to { $landings }, takes { $taken }
game-chess = Chess
about-chess = Chess under the FIDE Laws: checkmate the other king. Castling, en passant and promotion included.
how-chess = White moves first. A king moves one square any way; a queen any distance along a rank, a file or a diagonal; a rook along a rank or a file; a bishop along a diagonal; a knight in an L, jumping over pieces. A pawn moves one square forward (two from its first square) and takes one square diagonally forward; one that has just moved two squares may be taken en passant, as if it had moved one. A pawn that reaches the last rank becomes a queen, rook, bishop or knight. Castling moves the king two squares towards a rook, which jumps over it, if neither has moved, the squares between are empty and the king is not in check, does not pass through check and does not land in it. No move may leave your own king in check.
how-chess-ends = A king attacked is in check; in check with no move to escape, it is checkmated and its side loses. A side with no legal move that is not in check is stalemated: a draw. The game is also drawn when neither side can ever checkmate, when a position comes for the fifth time, or after 75 moves each with no pawn moved and nothing taken; at the third time, or after 50 moves each, the player to move may claim a draw. The analysis counts a pawn as 100.
picture-chess-castling = White castles on the king's side: the king goes from e1 to g1 and the rook from h1 to f1. O-O.
piece-pawn = { $side } pawn
piece-knight = { $side } knight
piece-bishop = { $side } bishop
piece-rook = { $side } rook
piece-queen = { $side } queen
piece-chess-king = { $side } king
access-chess-move = { $piece }, { $from } to { $to }
access-chess-capture = { $piece } on { $from } takes { $taken } on { $to }
access-chess-promotion = { $move }, promoted to { $piece }
access-chess-check = { $move }, check
access-chess-castles = { $colour } castles
chess-check = Check
choose-move = Which move?
picture-reversi-two-lines = Black's d4 closes two lines at once: the white discs on c4 and d3 turn black.
picture-reversi-pass = White has no move here (no empty square would turn a disc): White passes, and Black plays on.
caption-reversi-count = Black { $black } · White { $white }
caption-played = { $side } played { $move }
banner-reversi-empties = { $all }–{ $lost } with the empty squares.
move-square = { $square }
move-pass = pass
refusal-square-taken = That square already holds a disc
refusal-no-flip = A disc there turns nothing over: it must close a line of your opponent's discs
refusal-cannot-pass = You may pass only when you have no move
