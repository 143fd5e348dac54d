import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The first answer of each turn of the event loop is written at once; the others made in that turn
 * are written together when it ends (decision 032). A busy process reads many requests in one turn;
 * their answers then leave in two bursts instead of one by one, and a reader that waits for them on
 * the same host (a load balancer or proxy, a client on the same machine) is woken twice rather than
 * once per answer. Each wake-up is paid inside the writing process's socket write, and on a virtual
 * machine it cost as much as a search's own work. An idle process makes one answer a turn, and it
 * leaves at once: holding every answer made a lone answer wait for the rest of its turn (a host's
 * write, tens of milliseconds while its code is cold).
 *
 * Nothing is held between turns, so it is the same in each of N processes.
 */
export const answersAtTurnEndPlugin = fp(async (app: FastifyInstance) => {
  let hasAnsweredThisTurn = false
  const turnEnded = () => {
    hasAnsweredThisTurn = false
  }
  app.addHook('onSend', (_request, _reply, _payload, done) => {
    // `done()` without a payload sends the one the reply already has.
    if (hasAnsweredThisTurn) {
      setImmediate(done)
      return
    }
    hasAnsweredThisTurn = true
    setImmediate(turnEnded)
    done()
  })
})
