// What every long-running script of `npm start` needs to be a good citizen of a process tree.
//
// - Output is best-effort: `npm start | head` closes the pipe, and the next write fails with EPIPE.
//   Node reports that as an 'error' event on process.stdout, which, unhandled, kills the process.
//   Logging is never worth a crash, so those errors are dropped.
// - A script never outlives the process that started it. `npm` forwards SIGTERM only to the shell
//   it ran the script in, so start.mjs would be orphaned with both servers; a child started with an
//   IPC channel learns at once when its parent is gone (the channel disconnects), and any script
//   notices within a quarter second when it is handed to another parent.

/** Drops write errors on stdout and stderr (EPIPE, EIO when the terminal went away). */
export function bestEffortOutput() {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

/**
 * Calls `stop` once when the parent process goes away: the IPC channel closes (a child of start.mjs)
 * or the process is re-parented (npm or the shell that ran it exited).
 * @param {() => void} stop
 */
export function stopWithParent(stop) {
  let stopped = false;
  const once = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(watch);
    stop();
  };
  if (process.connected) process.on('disconnect', once);
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) once();
  }, 250);
  watch.unref();
}
