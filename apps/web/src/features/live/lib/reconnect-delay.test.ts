import { describe, expect, it } from 'vitest'
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from './reconnect-delay.ts'

describe('reconnectDelay', () => {
  it('doubles from about a second with each failure in a row', () => {
    const longest = (attempt: number) => reconnectDelay(attempt, () => 1)
    expect([0, 1, 2, 3, 4].map(longest)).toEqual([1000, 2000, 4000, 8000, 16000])
  })

  it('never waits longer than the cap, however many failures', () => {
    expect(reconnectDelay(5, () => 1)).toBe(RECONNECT_MAX_MS)
    expect(reconnectDelay(50, () => 1)).toBe(RECONNECT_MAX_MS)
    expect(reconnectDelay(5000, () => 1)).toBe(RECONNECT_MAX_MS)
  })

  it('spreads retries over the upper half of the window', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2)
    expect(reconnectDelay(3, () => 0.5)).toBe(6000)
    expect(reconnectDelay(10, () => 0)).toBe(RECONNECT_MAX_MS / 2)
  })

  it('treats a negative attempt as the first one', () => {
    expect(reconnectDelay(-3, () => 1)).toBe(RECONNECT_BASE_MS)
  })
})
