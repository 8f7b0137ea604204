// Browsers keep a page silent until the person interacts with it: an AudioContext made earlier starts
// "suspended". The game creates its audio context at start-up, so this keeps track of every context the page
// makes and resumes them on the first click, touch or key.
(function () {
  const contexts = new Set();
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const Original = window[name];
    if (!Original) continue;
    window[name] = new Proxy(Original, {
      construct(target, args) {
        const context = new target(...args);
        contexts.add(context);
        return context;
      },
    });
  }
  const unlock = () => {
    for (const context of contexts) {
      if (context.state !== "running") context.resume().catch(() => {});
    }
  };
  for (const event of ["pointerdown", "keydown", "touchend"]) {
    window.addEventListener(event, unlock, { capture: true, passive: true });
  }
})();
