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
import { BOOKING_FILE_RULES, BOOKING_FORM, type TBookingsService } from './service.ts'

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
        summary: 'Request a stay',
        tags,
        description:
          'The stay and its rental agreement; the agreement files are PDF, JPG or PNG. The price is locked now.',
        multipart: BOOKING_FORM,
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
      schema: {
        summary: 'My stays',
        tags,
        querystring: ZMyBookingListQuery,
        response: { 200: zPage(ZBooking), ...errors },
      },
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
      return service.list(user, 'host', status, page, page_size, request.url, listing)
    },
  )

  app.get(
    '/api/bookings/:id/',
    {
      ...signedIn,
      schema: { summary: 'One stay', tags, params: idParams, response: { 200: ZBooking, ...errors } },
    },
    async (request) => {
      const user = currentAuth(request).user
      return service.wireOne(await service.visibleTo(user, request.params.id), user)
    },
  )

  const answers = { approve: 'Accept a stay request (host)', decline: 'Decline a stay request (host)' }
  for (const action of ['approve', 'decline'] as const) {
    app.post(
      `/api/bookings/:id/${action}/`,
      {
        ...signedIn,
        schema: { summary: answers[action], tags, params: idParams, response: { 200: ZBooking, ...errors } },
      },
      async (request) => service[action](currentAuth(request).user, request.params.id),
    )
  }

  app.post(
    '/api/bookings/:id/cancel/',
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

  app.post(
    '/api/bookings/:id/pay/',
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

  app.get(
    '/api/transactions/',
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
      service.transactions(
        currentAuth(request).user,
        request.query.page,
        request.query.page_size,
        request.url,
      ),
  )
}
