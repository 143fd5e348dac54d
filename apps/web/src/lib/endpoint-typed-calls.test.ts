import type { TBooking, THostListing, TPage } from '@demeure/shared'
import { bookingEndpoints, listingEndpoints } from '@demeure/shared/zod-free'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { TApiResponse } from './api-client.ts'
import { uploadToEndpoint } from './upload-with-progress.ts'
import { usePagedList } from './use-paged-list.ts'

/**
 * Uploads and paged lists take their answer's type from the endpoint, not from the caller. These
 * are checked by the type checker (`npm run typecheck`, part of `npm test`): nothing is sent.
 */
describe('calls typed by their endpoint', () => {
  const body = undefined as unknown as FormData

  it('an upload answers what its endpoint answers, and asks for the params its path names', () => {
    const request = () => uploadToEndpoint(bookingEndpoints.create, body, {})
    expectTypeOf<Awaited<ReturnType<typeof request>>>().toEqualTypeOf<TApiResponse<TBooking>>()
    const update = () => uploadToEndpoint(listingEndpoints.hostUpdate, body, { params: { id: 4 } })
    expectTypeOf<Awaited<ReturnType<typeof update>>>().toEqualTypeOf<TApiResponse<THostListing>>()
    // @ts-expect-error the listing's id is missing
    const withoutId = () => uploadToEndpoint(listingEndpoints.hostUpdate, body, {})
    // @ts-expect-error a GET endpoint takes no upload
    const notAnUpload = () => uploadToEndpoint(bookingEndpoints.list, body, {})
    expect([request, update, withoutId, notAnUpload].every((call) => typeof call === 'function')).toBe(true)
  })

  it("a paged list's items are those of the endpoint's pages", () => {
    const hostBookings = () => usePagedList(bookingEndpoints.hostList, { query: {} })
    type TPages = NonNullable<ReturnType<typeof hostBookings>['data']>['pages']
    expectTypeOf<TPages[number]>().toEqualTypeOf<TPage<TBooking>>()
    // @ts-expect-error a single booking is not a page
    const notAList = () => usePagedList(bookingEndpoints.detail, { params: { id: 1 }, query: {} })
    expect([hostBookings, notAList].every((call) => typeof call === 'function')).toBe(true)
  })
})
