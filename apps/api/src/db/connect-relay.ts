import type pg from 'pg'

type TConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void

/**
 * node-postgres' pool keeps, for as long as a connection lives, the callback of the request that
 * made it open that connection: the connection's own 'connect' listener reaches it. For
 * `pool.query` that callback reaches the query's answer, so a process held the first answer of
 * each of its connections in memory for good; at start that is a batch of 40,000 search documents
 * with their texts (decision 026, "a fourteenth machine"). The pool now gets a relay that lets go
 * of the callback once it has been called; the pool calls it once, with the connection or an error.
 */
export function forgetConnectCallbacks(pool: pg.Pool) {
  const connect = pool.connect.bind(pool)
  pool.connect = ((callback?: TConnectCallback) =>
    callback ? connect(relayOnce(callback)) : connect()) as typeof pool.connect
}

/** `callback`, held until its first call only; a function of its own, so its scope holds nothing else. */
function relayOnce(callback: TConnectCallback): TConnectCallback {
  let target: TConnectCallback | undefined = callback
  return (error, client, done) => {
    const call = target
    target = undefined
    call?.(error, client, done)
  }
}
