import { PRICE_FILTER_DEBOUNCE_MS } from '@demeure/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce } from './debounce.ts'

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls once, with the latest arguments, after the delay has passed without a new call', () => {
    const spy = vi.fn()
    const update = debounce(spy, PRICE_FILTER_DEBOUNCE_MS)
    update(500)
    vi.advanceTimersByTime(200)
    update(600)
    vi.advanceTimersByTime(299)
    expect(spy).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(spy).toHaveBeenCalledTimes(1)
    expect(spy).toHaveBeenCalledWith(600)
  })

  it('flush makes the pending call at once, and only once', () => {
    const spy = vi.fn()
    const update = debounce(spy, 300)
    update(7)
    update.flush()
    expect(spy).toHaveBeenCalledWith(7)
    vi.advanceTimersByTime(1000)
    update.flush()
    expect(spy).toHaveBeenCalledTimes(1)
  })

  it('cancel drops the pending call', () => {
    const spy = vi.fn()
    const update = debounce(spy, 300)
    update(1)
    update.cancel()
    vi.advanceTimersByTime(1000)
    expect(spy).not.toHaveBeenCalled()
  })
})
