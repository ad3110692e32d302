// A script of `npm start` never outlives the process that started it: `npm` forwards SIGTERM only to
// the shell it ran the script in, so start.mjs would be orphaned with both servers. Each script
// notices within a quarter second when it is handed to another parent.

/**
 * Calls `stop` once, when this process is re-parented (npm or the shell that ran it exited).
 * @param {() => void} stop
 */
export function stopWithParent(stop) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop();
  }, 250);
  watch.unref();
}
