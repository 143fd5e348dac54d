import { afterEach, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
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

describe('POST /api/test/staff/', () => {
  it('does not exist unless end-to-end tests turn it on', async () => {
    t = await createTestApp()
    const { access } = await signUpAndLogIn(t)
    const response = await t.inject({ method: 'POST', url: '/api/test/staff/', headers: bearer(access) })
    expect(response.statusCode).toBe(404)
  })

  it('makes the signed-in caller staff when turned on, and needs a login', async () => {
    t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' })
    const { access } = await signUpAndLogIn(t)
    const staffArea = () =>
      t?.inject({ method: 'GET', url: '/api/admin/properties/', headers: bearer(access) })
    expect((await staffArea())?.statusCode).toBe(403)
    expect((await t.inject({ method: 'POST', url: '/api/test/staff/' })).statusCode).toBe(401)
    const made = await t.inject({ method: 'POST', url: '/api/test/staff/', headers: bearer(access) })
    expect(made.statusCode).toBe(204)
    expect((await staffArea())?.statusCode).toBe(200)
  })
})
