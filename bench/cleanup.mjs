// Clean-ups that must happen even when a run is interrupted: run.mjs calls
// runCleanups() on SIGINT and SIGTERM. Each one is synchronous (stop a
// process, remove a folder) and is forgotten once it has run.
const pending = new Set();

/** Registers `fn`; returns a function that runs it once and forgets it. */
export function atExit(fn) {
  const once = () => {
    if (!pending.delete(once)) return;
    fn();
  };
  pending.add(once);
  return once;
}

/** Runs every registered clean-up, newest first. */
export function runCleanups() {
  for (const fn of [...pending].reverse()) {
    try {
      fn();
    } catch (error) {
      console.error('clean-up failed:', error);
    }
  }
}
