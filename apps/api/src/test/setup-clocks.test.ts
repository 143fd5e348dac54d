import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClock } from '../lib/clock.ts'
import { openClocks } from './open-clocks.ts'

// The tests run in order: the second finds the clock where the first found it.
describe('a test app clock', () => {
  const clock = createTestClock(new Date('2031-01-30T15:00:00Z'))
  beforeAll(() => {
    openClocks.add(clock)
  })
  afterAll(() => {
    openClocks.delete(clock)
  })

  it('can be moved within a test', () => {
    clock.advance(31 * 86_400_000)
    clock.set(new Date('2031-03-02T15:00:00Z'))
    expect(clock.now().toISOString()).toBe('2031-03-02T15:00:00.000Z')
  })

  it('is back where the last test found it when the next one starts', () => {
    expect(clock.now().toISOString()).toBe('2031-01-30T15:00:00.000Z')
  })
})
