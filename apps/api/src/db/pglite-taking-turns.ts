import { setImmediate as nextTurn } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'

/**
 * The embedded database runs in the API's own thread: a query is WebAssembly on the event loop, and
 * PGlite chains one query to the next through promises only, so a run of queries (a day's jobs
 * catching up, say) held every other request until its last query: 250 ms of reminders and job
 * claims kept a health check waiting past half a second on a loaded machine. Every query, in a
 * transaction or not (each goes through `_runExclusiveQuery`), first lets the event loop take its
 * turn, so another request waits for one query at most. PostgreSQL over a socket needs none of this.
 */
export class PGliteTakingTurns extends PGlite {
  override async _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T> {
    await nextTurn()
    return super._runExclusiveQuery(run)
  }
}
