import type { ServerResponse } from 'node:http'
import { type TLiveEvent, ZApiError, ZEventTicket } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { route } from '../../lib/endpoint-route.ts'
import { latestOnly } from '../../lib/latest-only.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TNotifier } from '../notifications/index.ts'
import { toNotificationWire } from '../notifications/index.ts'
import type { TLiveHub } from './hub.ts'
import type { createTicketSigner } from './tickets.ts'

/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000

export const liveRoutes: FastifyPluginAsyncZod<{
  hub: TLiveHub
  tickets: ReturnType<typeof createTicketSigner>
  notifier: TNotifier
}> = async (app, { hub, tickets, notifier }) => {
  const tags = ['Live events']
  // Streams never go idle, so the server could not close while one is open: end them first.
  const openStreams = new Set<ServerResponse>()
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end()
  })
  route(
    app,
    messagingEndpoints.liveTicket,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'A ticket for the event stream',
        tags,
        response: { 200: ZEventTicket, 401: ZApiError },
      },
    },
    async (request) => tickets.issue(currentAuth(request).user.id, request.language),
  )

  route(
    app,
    messagingEndpoints.liveEvents,
    {
      schema: {
        summary: 'Live events (server-sent events)',
        tags,
        description: 'Server-sent events of the ticket holder (a ticket from POST /api/events/ticket/).',
        querystring: z.object({ ticket: z.string().max(200) }),
        rawAnswers: { 200: { description: 'The event stream', contentType: 'text/event-stream' } },
        // 401: the ticket is forged or expired.
        response: { 401: ZApiError, 400: ZApiError },
      },
    },
    async (request, reply) => {
      const reader = tickets.verify(request.query.ticket)
      if (!reader) throw new AppError(401, 'token_invalid')
      const { userId, language } = reader
      reply.hijack()
      const stream = reply.raw
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      })
      const send = ({ name, data }: TLiveEvent) => {
        // Counts read after the stream ended (the reader left, the server closes) are dropped.
        if (stream.writableEnded || stream.destroyed) return
        stream.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
      }
      // Reconnecting clients wait 3 s; the first event tells them where they stand.
      stream.write('retry: 3000\n\n')
      // The hub only says the counts changed; they are read here, for a reader who is listening,
      // and a burst of changes is read twice at most (the latest counts are all a badge shows).
      const sendUnread = latestOnly(async () => {
        try {
          send({ name: 'unread', data: await notifier.unreadCounts(userId) })
        } catch (error) {
          request.log.warn({ err: error }, 'unread counts not delivered')
        }
      })
      const unsubscribe = hub.subscribe(userId, (event) => {
        if (event.name === 'unread') void sendUnread()
        // Notices travel as stored; each reader gets them in the language of their screen.
        else if (event.name === 'notification')
          send({ name: 'notification', data: toNotificationWire(event.data, language) })
        else send(event)
      })
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS)
      openStreams.add(stream)
      request.raw.on('close', () => {
        clearInterval(heartbeat)
        unsubscribe()
        openStreams.delete(stream)
      })
      await sendUnread()
    },
  )
}
