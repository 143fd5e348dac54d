import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './errors.ts'

/**
 * Deadlines of every connection, so a client that sends slowly (one byte every few seconds, or
 * headers that never end) cannot hold the server's sockets and memory forever.
 *
 * Node enforces the first three (Fastify passes them to `http.createServer`):
 * - headers must arrive within HEADERS_TIMEOUT_MS of the connection's first byte;
 * - the whole request (headers and body) within REQUEST_TIMEOUT_MS: generous, since a listing is
 *   created in one request with two 15 MB videos and ten photos, from a phone;
 * - a socket with no traffic at all for IDLE_SOCKET_TIMEOUT_MS is closed (live event streams send a
 *   heartbeat every 25 s, well within it).
 *
 * The body also has a minimum rate (this plugin), as Apache's mod_reqtimeout does it: BODY_GRACE_MS
 * to start, plus one second for every BODY_MIN_BYTES_PER_SECOND bytes received. A trickle is cut
 * after about BODY_GRACE_MS, while a slow but real upload (even 100 kbit/s) never is.
 */
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 10 * 60_000
export const IDLE_SOCKET_TIMEOUT_MS = 60_000
export const BODY_GRACE_MS = 15_000
export const BODY_MIN_BYTES_PER_SECOND = 1024
/** How often Node and this plugin look for connections past their deadline. */
export const DEADLINE_CHECK_MS = 1000

/** The Fastify server options that carry Node's deadlines. */
export const connectionDeadlines = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionTimeout: IDLE_SOCKET_TIMEOUT_MS,
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: DEADLINE_CHECK_MS },
}

type TReceiving = { request: FastifyRequest; reply: FastifyReply; startedAt: number; bytesAtStart: number }

function hasBody(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0)
  return length > 0 || request.headers['transfer-encoding'] !== undefined
}

/** Answers 408 in the reader's language, then closes the connection: the rest of the body is not read. */
function cut({ request, reply }: TReceiving) {
  const socket = request.raw.socket
  request.log.info('request body arrives too slowly: connection closed')
  if (reply.sent || reply.raw.headersSent) {
    socket.destroy()
    return
  }
  reply.raw.once('finish', () => socket.destroy())
  void sendError(request, reply.header('connection', 'close'), 408, 'request_timeout')
}

/**
 * Watches the requests whose bodies are still arriving (one timer per process, not one per request)
 * and cuts those below the minimum rate. Bytes are counted on the socket, so reading them is not
 * needed; a request leaves the watch as soon as its body is complete or it ends.
 */
export const requestDeadlinesPlugin = fp(async (app) => {
  const receiving = new Set<TReceiving>()
  const timer = setInterval(() => {
    const now = Date.now()
    for (const entry of receiving) {
      if (entry.request.raw.complete || entry.request.raw.socket.destroyed) {
        receiving.delete(entry)
        continue
      }
      const received = entry.request.raw.socket.bytesRead - entry.bytesAtStart
      const allowed = BODY_GRACE_MS + (received / BODY_MIN_BYTES_PER_SECOND) * 1000
      if (now - entry.startedAt > allowed) {
        receiving.delete(entry)
        cut(entry)
      }
    }
  }, DEADLINE_CHECK_MS)
  timer.unref()

  app.addHook('onRequest', async (request, reply) => {
    // Injected requests (tests) have no real socket to count on.
    if (!hasBody(request) || request.raw.complete || typeof request.raw.socket?.bytesRead !== 'number') return
    const entry = { request, reply, startedAt: Date.now(), bytesAtStart: request.raw.socket.bytesRead }
    receiving.add(entry)
    request.raw.once('close', () => receiving.delete(entry))
  })
  app.addHook('onClose', async () => clearInterval(timer))
})
