import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Writes every answer at the end of the event loop's turn (decision 032) instead of as soon as it
 * is ready. A busy process reads many requests in one turn; their answers then leave back to back,
 * and only the first wakes a reader that waits for them (a load balancer or proxy on the same host,
 * a client on the same machine). Each wake-up is paid inside the writing process's socket write,
 * and on a virtual machine it cost as much as a search's own work. An idle process reads one request
 * a turn, so its answer waits for nothing but this hop.
 *
 * Nothing is held between turns or between requests, so it is the same in each of N processes.
 */
export const answersAtTurnEndPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, _reply, _payload, done) => {
    // `done()` without a payload sends the one the reply already has.
    setImmediate(done)
  })
})
