import { describe, expect, it } from 'vitest'
import { createSemaphore, SemaphoreBusyError } from './semaphore.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('createSemaphore', () => {
  it('runs at most `concurrency` tasks at once, in arrival order', async () => {
    const turns = createSemaphore({ concurrency: 2, maxWaiting: 10, maxWaitMs: 5_000 })
    let running = 0
    let peak = 0
    const started: number[] = []
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        turns.run(async () => {
          started.push(index)
          running += 1
          peak = Math.max(peak, running)
          await sleep(20)
          running -= 1
        }),
      ),
    )
    expect(peak).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(turns.load()).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses a task at once when the wait queue is full, and frees the turn of a failed task', async () => {
    const turns = createSemaphore({ concurrency: 1, maxWaiting: 1, maxWaitMs: 5_000 })
    const first = turns.run(() => sleep(50).then(() => Promise.reject(new Error('broken'))))
    const second = turns.run(async () => 'second')
    await expect(turns.run(async () => 'third')).rejects.toEqual(new SemaphoreBusyError('queue-full'))
    await expect(first).rejects.toThrow('broken')
    await expect(second).resolves.toBe('second')
    await expect(turns.run(async () => 'later')).resolves.toBe('later')
  })

  it('refuses a task that waited longer than `maxWaitMs`, without running it', async () => {
    const turns = createSemaphore({ concurrency: 1, maxWaiting: 5, maxWaitMs: 30 })
    let hasRun = false
    const long = turns.run(() => sleep(150))
    await expect(
      turns.run(async () => {
        hasRun = true
      }),
    ).rejects.toEqual(new SemaphoreBusyError('waited-too-long'))
    expect(turns.load()).toEqual({ running: 1, waiting: 0 })
    await long
    expect(hasRun).toBe(false)
  })
})
