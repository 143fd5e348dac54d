import { describe, expect, it } from 'vitest'
import { latestOnly } from './latest-only.ts'

/** A task whose runs are held until the test lets each one finish. */
function heldTask() {
  const releases: (() => void)[] = []
  let runs = 0
  const task = () =>
    new Promise<void>((resolve) => {
      runs += 1
      releases.push(resolve)
    })
  return { task, runs: () => runs, finishNext: () => releases.shift()?.() }
}

describe('latestOnly', () => {
  it('folds the calls made during a run into one more run', async () => {
    const held = heldTask()
    const run = latestOnly(held.task)
    const first = run()
    const during = [run(), run(), run()]
    expect(held.runs()).toBe(1)
    held.finishNext()
    // The three calls made during the first run share one more run, started once it ended.
    await new Promise((resolve) => setImmediate(resolve))
    expect(held.runs()).toBe(2)
    held.finishNext()
    await Promise.all([first, ...during])
    expect(held.runs()).toBe(2)
  })

  it('runs again for a call after the last run ended, and reports a failing run to its callers', async () => {
    let runs = 0
    const run = latestOnly(async () => {
      runs += 1
      if (runs === 2) throw new Error('the count failed')
    })
    await run()
    await expect(run()).rejects.toThrow('the count failed')
    await run()
    expect(runs).toBe(3)
  })
})
