import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp | undefined
afterEach(async () => {
  await t?.close()
})

describe('POST /api/test/clock/', () => {
  it('does not exist unless end-to-end tests turn it on', async () => {
    t = await createTestApp()
    const response = await t.inject({ method: 'POST', url: '/api/test/clock/', payload: { advance_days: 1 } })
    expect(response.statusCode).toBe(404)
  })

  it('moves the server clock and runs the scheduler when turned on', async () => {
    t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' })
    const before = t.clock.now().getTime()
    const response = await t.inject({ method: 'POST', url: '/api/test/clock/', payload: { advance_days: 3 } })
    expect(response.statusCode).toBe(200)
    expect(Date.parse(response.json().now) - before).toBe(3 * 86_400_000)
    expect(t.clock.now().getTime() - before).toBe(3 * 86_400_000)
    const reset = await t.inject({ method: 'POST', url: '/api/test/clock/', payload: { reset: true } })
    expect(Date.parse(reset.json().now) - before).toBeLessThan(3 * 86_400_000)
    const bad = await t.inject({ method: 'POST', url: '/api/test/clock/', payload: { advance_days: -1 } })
    expect(bad.statusCode).toBe(400)
  })
})
