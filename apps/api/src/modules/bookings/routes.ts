import {
  DOCUMENT_NOTICES,
  DOCUMENT_VIEW_HEADERS,
  ZBooking,
  ZCancelAnswer,
  ZCheckout,
  ZDocumentView,
  ZDocumentViewQuery,
  ZHostBookingListQuery,
  ZLedgerEntry,
  ZMyBookingListQuery,
  ZPageQuery,
  zPage,
} from '@demeure/shared'
import { bookingEndpoints, moneyEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses, idParams, writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TUserRow } from '../users/index.ts'
import type { TBookingDocuments } from './documents.ts'
import { BOOKING_FORM, readStayRequest } from './request-form.ts'
import type { TBookingsService } from './service.ts'

const errors = writeErrors

/**
 * What the checkout route asks of payments: a port app.ts fills with the payments service, since
 * payments imports bookings and not the reverse (decision 029).
 */
export type TStayCheckout = {
  startCheckout(guest: TUserRow, bookingId: number): Promise<{ checkout_url: string }>
}

export const bookingsRoutes: FastifyPluginAsyncZod<{
  service: TBookingsService
  documents: TBookingDocuments
  payments: TStayCheckout
}> = async (app, { service, documents, payments }) => {
  const signedIn = { preHandler: app.requireUser }
  const tags = ['Renting']

  route(
    app,
    bookingEndpoints.create,
    {
      ...signedIn,
      schema: {
        summary: 'Request a stay',
        tags,
        description:
          'The stay and its rental agreement; the agreement files are PDF, JPG or PNG. The price is locked now.',
        multipart: BOOKING_FORM,
        response: { 201: ZBooking, ...errors },
      },
    },
    async (request, reply) => {
      const stayRequest = await readStayRequest(request)
      return reply.status(201).send(await service.request(currentAuth(request).user, stayRequest))
    },
  )

  route(
    app,
    bookingEndpoints.list,
    {
      ...signedIn,
      schema: {
        summary: 'My stays',
        tags,
        querystring: ZMyBookingListQuery,
        response: { 200: zPage(ZBooking), ...errors },
      },
    },
    async (request) => {
      const { status, page, page_size, role } = request.query
      const user = currentAuth(request).user
      return pageEnvelope(await service.list(user, role ?? 'any', status, page, page_size), request.url)
    },
  )

  route(
    app,
    bookingEndpoints.hostList,
    {
      preHandler: app.requireUserType('co-host', 'admin'),
      schema: {
        summary: 'Stays at my listings',
        tags,
        querystring: ZHostBookingListQuery,
        response: { 200: zPage(ZBooking), ...errors },
      },
    },
    async (request) => {
      const { status, page, page_size, property: listing } = request.query
      const user = currentAuth(request).user
      return pageEnvelope(await service.list(user, 'host', status, page, page_size, listing), request.url)
    },
  )

  route(
    app,
    bookingEndpoints.detail,
    {
      ...signedIn,
      schema: { summary: 'One stay', tags, params: idParams, response: { 200: ZBooking, ...errors } },
    },
    async (request) => {
      const user = currentAuth(request).user
      return service.wireOne(await service.visibleTo(user, request.params.id), user)
    },
  )

  route(
    app,
    bookingEndpoints.documentView,
    {
      ...signedIn,
      schema: {
        summary: "See a renter's document (watermarked image)",
        tags,
        description:
          'One page of the document as a JPEG covered by the viewer\'s name, the time and "view only", never the file itself. A PDF is shown a page at a time, its first 10 pages only; one that cannot be drawn (locked, damaged, too heavy) is a card naming it and saying why (`X-Document-Notice`). A host\'s viewing is logged once for the renter: send the `X-Document-View` of its first page as `viewing` with the next pages. Asking for a download is refused (403).',
        params: idParams.extend({ file: z.uuid() }),
        querystring: ZDocumentViewQuery,
        rawAnswers: {
          200: {
            description: 'The watermarked page',
            contentType: 'image/jpeg',
            headers: {
              [DOCUMENT_VIEW_HEADERS.page]: { description: 'This page, from 1', type: 'integer' },
              [DOCUMENT_VIEW_HEADERS.pageCount]: { description: 'Pages in the document', type: 'integer' },
              [DOCUMENT_VIEW_HEADERS.pagesShown]: {
                description: 'Pages that can be asked for (the first 10 at most)',
                type: 'integer',
              },
              [DOCUMENT_VIEW_HEADERS.viewing]: {
                description: "The viewing's id, for the next pages (absent for the renter's own look)",
                type: 'integer',
              },
              [DOCUMENT_VIEW_HEADERS.notice]: {
                description: `Why a PDF is shown as a card: ${DOCUMENT_NOTICES.join(', ')}`,
                type: 'string',
              },
            },
          },
        },
        // 200 is raw JPEG bytes (documented by rawAnswers).
        response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentAuth(request).user
      const { download, page, viewing } = request.query
      // A download would be a copy the host keeps: the document is shown in the page, never saved.
      if (download !== undefined) {
        throw new AppError(403, 'forbidden', { fields: { download: { key: 'field.documentViewOnly' } } })
      }
      const shown = await documents.view(user, request.params.id, request.params.file, {
        ip: request.ip,
        page,
        viewing,
        language: request.language,
      })
      reply
        .header('content-type', 'image/jpeg')
        .header('content-disposition', 'inline')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header(DOCUMENT_VIEW_HEADERS.page, shown.page)
        .header(DOCUMENT_VIEW_HEADERS.pageCount, shown.pageCount)
        .header(DOCUMENT_VIEW_HEADERS.pagesShown, shown.pagesShown)
      if (shown.viewing !== null) reply.header(DOCUMENT_VIEW_HEADERS.viewing, shown.viewing)
      if (shown.notice) reply.header(DOCUMENT_VIEW_HEADERS.notice, shown.notice)
      return reply.send(shown.image)
    },
  )

  route(
    app,
    bookingEndpoints.documentViews,
    {
      ...signedIn,
      schema: {
        summary: "Who saw the renter's documents (the renter's log)",
        tags,
        params: idParams,
        querystring: ZPageQuery,
        response: { 200: zPage(ZDocumentView), ...errors },
      },
    },
    async (request) => {
      const { page, page_size } = request.query
      const views = await documents.views(currentAuth(request).user, request.params.id, page, page_size)
      return pageEnvelope(views, request.url)
    },
  )

  const answers = { approve: 'Accept a stay request (host)', decline: 'Decline a stay request (host)' }
  for (const action of ['approve', 'decline'] as const) {
    route(
      app,
      bookingEndpoints[action],
      {
        ...signedIn,
        schema: { summary: answers[action], tags, params: idParams, response: { 200: ZBooking, ...errors } },
      },
      async (request) => service[action](currentAuth(request).user, request.params.id),
    )
  }

  route(
    app,
    bookingEndpoints.cancel,
    {
      ...signedIn,
      schema: {
        summary: 'Cancel a stay',
        tags,
        params: idParams,
        response: { 200: ZCancelAnswer, ...errors },
      },
    },
    async (request) => service.cancel(currentAuth(request).user, request.params.id),
  )

  route(
    app,
    bookingEndpoints.pay,
    {
      ...signedIn,
      schema: {
        summary: 'Start paying a stay',
        tags,
        params: idParams,
        response: { 200: ZCheckout, ...errors },
      },
    },
    async (request) => payments.startCheckout(currentAuth(request).user, request.params.id),
  )

  route(
    app,
    moneyEndpoints.transactions,
    {
      ...signedIn,
      schema: {
        summary: 'My payments and payouts',
        tags,
        querystring: ZPageQuery,
        response: { 200: zPage(ZLedgerEntry), ...errors },
      },
    },
    async (request) =>
      pageEnvelope(
        await service.transactions(currentAuth(request).user, request.query.page, request.query.page_size),
        request.url,
      ),
  )
}
