/** A task repeated in the background; `stop` ends the repetition and waits for a run in progress. */
export type BackgroundTask = { stop: () => Promise<void> };

/**
 * Runs `run` every `intervalMs`, counted from the end of the previous run, outside any request, until
 * stopped. `isStopped` lets a long run end early. A run's failure is the run's to log.
 */
export function repeatInBackground(
  run: (isStopped: () => boolean) => Promise<void>,
  intervalMs: number,
): BackgroundTask {
  let isStopped = false;
  let current = Promise.resolve();
  let timer: NodeJS.Timeout;
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = run(() => isStopped).then(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
