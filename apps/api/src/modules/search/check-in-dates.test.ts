import type { TListingDetail } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let ids: number[]
beforeAll(async () => {
  t = await createTestApp()
  t.clock.set(new Date('2030-01-10T15:00:00Z'))
  const host = await signUpHost(t)
  ids = await publishListings(t, host.user.id, [
    // Free 19 nights in February, then exactly one month from March 1. Both show a CITQ number, so
    // their shortest stay is one calendar month (without one it is 32 nights: short-stays.test.ts).
    {
      title: 'Gaps',
      citqNumber: '123456',
      periods: [
        { start: '2030-02-01', end: '2030-02-19' },
        { start: '2030-03-01', end: '2030-03-31' },
      ],
    },
    // Free only from next year.
    { title: 'Next year', citqNumber: '123456', periods: [{ start: '2031-02-01', end: '2031-07-31' }] },
  ])
})
afterAll(() => t.close())

async function detail(id: number) {
  const response = await t.inject({ method: 'GET', url: `/api/properties/${id}/` })
  expect(response.statusCode).toBe(200)
  return response.json() as TListingDetail
}

async function quoteStatus(id: number, checkIn: string, checkOut: string) {
  const url = `/api/properties/${id}/quote/?check_in=${checkIn}&check_out=${checkOut}`
  return (await t.inject({ method: 'GET', url })).statusCode
}

describe('a listing page says on which days a stay can start', () => {
  it('offers no day of a free gap shorter than the shortest stay, and the one day of a gap of exactly a month', async () => {
    const gaps = await detail(ids[0] as number)
    expect(gaps.free_dates).toEqual([
      { start_date: '2030-02-01', end_date: '2030-02-20' },
      { start_date: '2030-03-01', end_date: '2030-04-01' },
    ])
    expect(gaps.check_in_dates).toEqual([{ start_date: '2030-03-01', end_date: '2030-03-01' }])
  })

  it('agrees with the booking check: the day offered can be booked for a month, the next one cannot', async () => {
    const id = ids[0] as number
    expect(await quoteStatus(id, '2030-03-01', '2030-04-01')).toBe(200)
    expect(await quoteStatus(id, '2030-03-02', '2030-04-01')).toBe(400)
    expect(await quoteStatus(id, '2030-03-02', '2030-04-02')).toBe(409)
    expect(await quoteStatus(id, '2030-02-01', '2030-03-01')).toBe(409)
  })

  it('offers a listing free only from next year from its first free day', async () => {
    const later = await detail(ids[1] as number)
    expect(later.check_in_dates).toEqual([{ start_date: '2031-02-01', end_date: '2031-07-01' }])
  })
})
