import {
  ZBooking,
  ZCancelAnswer,
  ZCheckout,
  ZHostBookingListQuery,
  ZLedgerEntry,
  ZMyBookingListQuery,
  ZPageQuery,
  zPage,
} from '@demeure/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { readMultipart } from '../../lib/multipart.ts'
import { idParams, writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TPaymentsService } from '../payments/service.ts'
import { BOOKING_FILE_RULES, type TBookingsService } from './service.ts'

const errors = writeErrors

export const bookingsRoutes: FastifyPluginAsyncZod<{
  service: TBookingsService
  payments: TPaymentsService
}> = async (app, { service, payments }) => {
  const signedIn = { preHandler: app.requireUser }
  const tags = ['Renting']

  app.post(
    '/api/bookings/',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Multipart: property, check_in, check_out, guests, message, and the rental agreement: full_name, consent, urgent_contact, reference_1, reference_2, id_cards (1–2 files), income_proof, rental_history (PDF/JPG/PNG ≤ 5 MB).',
        response: { 201: ZBooking, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type')
      const form = await readMultipart(request, BOOKING_FILE_RULES)
      return reply.status(201).send(await service.request(currentAuth(request).user, form))
    },
  )

  app.get(
    '/api/bookings/',
    {
      ...signedIn,
      schema: { tags, querystring: ZMyBookingListQuery, response: { 200: zPage(ZBooking), ...errors } },
    },
    async (request) => {
      const { status, page, page_size, role } = request.query
      return service.list(currentAuth(request).user, role ?? 'any', status, page, page_size, request.url)
    },
  )

  app.get(
    '/api/host/bookings/',
    {
      preHandler: app.requireUserType('co-host', 'admin'),
      schema: { tags, querystring: ZHostBookingListQuery, response: { 200: zPage(ZBooking), ...errors } },
    },
    async (request) => {
      const { status, page, page_size, property: listing } = request.query
      const user = currentAuth(request).user
      return service.list(user, 'host', status, page, page_size, request.url, listing)
    },
  )

  app.get(
    '/api/bookings/:id/',
    { ...signedIn, schema: { tags, params: idParams, response: { 200: ZBooking, ...errors } } },
    async (request) => service.wireOne(await service.visibleTo(currentAuth(request).user, request.params.id)),
  )

  for (const action of ['approve', 'decline'] as const) {
    app.post(
      `/api/bookings/:id/${action}/`,
      { ...signedIn, schema: { tags, params: idParams, response: { 200: ZBooking, ...errors } } },
      async (request) => service[action](currentAuth(request).user, request.params.id),
    )
  }

  app.post(
    '/api/bookings/:id/cancel/',
    { ...signedIn, schema: { tags, params: idParams, response: { 200: ZCancelAnswer, ...errors } } },
    async (request) => service.cancel(currentAuth(request).user, request.params.id),
  )

  app.post(
    '/api/bookings/:id/pay/',
    { ...signedIn, schema: { tags, params: idParams, response: { 200: ZCheckout, ...errors } } },
    async (request) => payments.startCheckout(currentAuth(request).user, request.params.id),
  )

  app.get(
    '/api/transactions/',
    {
      ...signedIn,
      schema: { tags, querystring: ZPageQuery, response: { 200: zPage(ZLedgerEntry), ...errors } },
    },
    async (request) =>
      service.transactions(
        currentAuth(request).user,
        request.query.page,
        request.query.page_size,
        request.url,
      ),
  )
}
