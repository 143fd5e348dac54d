import { afterEach, beforeEach } from 'vitest'
import type { TMovableClock } from '../lib/clock.ts'
import { openClocks } from './open-clocks.ts'

// A test that moves its app's clock (a month on, to a given day) leaves it where the test found it,
// so the next test of the file starts from the same day whatever the order: a clock left a month
// ahead made another file's refund test fail only on a month's 30th.
const startedAt = new Map<TMovableClock, number>()

beforeEach(() => {
  startedAt.clear()
  for (const clock of openClocks) startedAt.set(clock, clock.now().getTime())
})

afterEach(() => {
  for (const [clock, time] of startedAt) clock.set(new Date(time))
})
