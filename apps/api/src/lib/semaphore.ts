/** Thrown when a semaphore's wait queue is full or a waiter waited too long. */
export class SemaphoreBusyError extends Error {
  constructor(readonly reason: 'queue-full' | 'waited-too-long') {
    super(`semaphore busy: ${reason}`)
  }
}

export type TSemaphoreLimits = {
  /** How many tasks run at once. */
  concurrency: number
  /** How many tasks may wait for a turn; one more is refused at once. */
  maxWaiting: number
  /** How long a task may wait for its turn before it is refused. */
  maxWaitMs: number
}

/**
 * A tiny in-process semaphore with a bounded wait queue: tasks run `concurrency` at a time, in the
 * order they came; past `maxWaiting` waiters, or after `maxWaitMs` in the queue, a task is refused
 * with SemaphoreBusyError rather than left to pile up.
 */
export function createSemaphore(limits: TSemaphoreLimits) {
  let running = 0
  const waiting: (() => void)[] = []

  function acquire(): Promise<void> {
    if (running < limits.concurrency) {
      running += 1
      return Promise.resolve()
    }
    if (waiting.length >= limits.maxWaiting) return Promise.reject(new SemaphoreBusyError('queue-full'))
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(grant), 1)
        reject(new SemaphoreBusyError('waited-too-long'))
      }, limits.maxWaitMs)
      waiting.push(grant)
    })
  }

  // The turn passes straight to the next waiter, so `running` never dips and lets a newcomer jump in.
  function release() {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire()
      try {
        return await task()
      } finally {
        release()
      }
    },
    /** What runs and waits now (for tests and logs). */
    load: () => ({ running, waiting: waiting.length }),
  }
}
