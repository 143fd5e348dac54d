import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** How often, while the server closes, the sockets that have turned idle are closed. */
export const IDLE_SWEEP_MS = 100

/**
 * Closes keep-alive sockets as soon as they turn idle while the server closes. Fastify's
 * `forceCloseConnections: 'idle'` closes those idle when the close begins; an answer already on its
 * way then (its `connection: close` decided before the drain began, or held to the turn's end by
 * decision 032) leaves its socket open and idle, and the close would wait for the keep-alive timeout
 * (72 s), well past the grace period: the process was killed instead of exiting cleanly.
 */
export const idleSocketsOnClosePlugin = fp(async (app: FastifyInstance) => {
  let sweep: NodeJS.Timeout | undefined
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS)
    sweep.unref()
    done()
  })
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep)
    done()
  })
})
