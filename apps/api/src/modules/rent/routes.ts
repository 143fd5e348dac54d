import { ZCheckout, ZRentAutopayBody, ZRentSchedule, zId } from '@demeure/shared'
import { stayEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { idParams, writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TUserRow } from '../users/index.ts'
import type { TRentService } from './service.ts'

const errors = writeErrors

/** A stay's rent schedule (both sides), the renter's autopay choice, and a month paid by hand. */
/**
 * What the rent checkout route asks of payments: a port app.ts fills with the payments service,
 * since payments imports rent and not the reverse (decision 029).
 */
export type TRentCheckout = {
  startRentCheckout(guest: TUserRow, bookingId: number, seq: number): Promise<{ checkout_url: string }>
}

export const rentRoutes: FastifyPluginAsyncZod<{
  service: TRentService
  payments: TRentCheckout
}> = async (app, { service, payments }) => {
  const signedIn = { preHandler: app.requireUser }
  const tags = ['Renting']

  route(
    app,
    stayEndpoints.rent,
    {
      ...signedIn,
      schema: {
        summary: "A stay's rent schedule",
        description: 'Every month of the stay: paid, due, refused (with the next try), overdue or cancelled.',
        tags,
        params: idParams,
        response: { 200: ZRentSchedule, ...errors },
      },
    },
    async (request) => service.schedule(currentAuth(request).user, request.params.id),
  )

  route(
    app,
    stayEndpoints.setAutopay,
    {
      ...signedIn,
      schema: {
        summary: 'Pay later months automatically, or by hand',
        description:
          "The renter's choice: the saved card is charged on each due date, or each month is paid by hand.",
        tags,
        params: idParams,
        body: ZRentAutopayBody,
        response: { 200: ZRentSchedule, ...errors },
      },
    },
    async (request) => service.setAutopay(currentAuth(request).user, request.params.id, request.body.autopay),
  )

  route(
    app,
    stayEndpoints.payRent,
    {
      ...signedIn,
      schema: {
        summary: 'Pay one month by hand',
        tags,
        params: z.object({ id: zId(), seq: zId() }),
        response: { 200: ZCheckout, ...errors },
      },
    },
    async (request) =>
      payments.startRentCheckout(currentAuth(request).user, request.params.id, request.params.seq),
  )
}
