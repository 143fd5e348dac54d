/**
 * Wraps a task so that calls made while it runs are folded into one more run after it: however
 * many calls arrive during a run, the task runs at most once more, and it always runs once after
 * the last call. For work whose latest result is all that matters (a reader's badge counts after a
 * burst of notices), so a burst costs two runs rather than one per call.
 */
export function latestOnly(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined
  let again = false
  async function drain() {
    try {
      do {
        again = false
        await task()
      } while (again)
    } finally {
      running = undefined
    }
  }
  return () => {
    if (running) {
      again = true
      return running
    }
    running = drain()
    return running
  }
}
