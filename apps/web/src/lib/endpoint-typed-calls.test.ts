import type { TBooking, THostListing, TPage } from '@demeure/shared'
import { accountEndpoints, bookingEndpoints, listingEndpoints, stayEndpoints } from '@demeure/shared/zod-free'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { TApiResponse } from './api-client.ts'
import { callApi } from './call-api.ts'
import { fetchEndpointFile, saveEndpointFile } from './endpoint-file.ts'
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

  it('a file is read as a file, with its params and query, and never as JSON', () => {
    const lease = () =>
      saveEndpointFile(stayEndpoints.leasePdf, { params: { id: 3 }, language: 'fr', fallbackName: 'x.pdf' })
    const exported = () =>
      saveEndpointFile(accountEndpoints.exportData, { language: 'en', fallbackName: 'x.json' })
    const page = () =>
      fetchEndpointFile(bookingEndpoints.documentView, {
        params: { id: 3, file: 'f' },
        query: { page: 2 },
        language: 'en',
      })
    expectTypeOf<Awaited<ReturnType<typeof page>>>().toEqualTypeOf<Response>()
    const noId = { language: 'fr', fallbackName: 'x.pdf' }
    // @ts-expect-error the stay's id is missing
    const withoutId = () => saveEndpointFile(stayEndpoints.leasePdf, noId)
    // @ts-expect-error a PDF is not JSON
    const asJson = () => callApi(stayEndpoints.leasePdf, { params: { id: 3 } })
    // @ts-expect-error a lease's JSON is not a file
    const notAFile = () => fetchEndpointFile(stayEndpoints.lease, { params: { id: 3 }, language: 'en' })
    const calls = [lease, exported, page, withoutId, asJson, notAFile]
    expect(calls.every((call) => typeof call === 'function')).toBe(true)
  })
})
