import pg from 'pg'

/**
 * Fails fast the queries of a database that went silent without closing its connections (a network
 * partition, a route that drops packets): node-postgres would otherwise wait for each reply until
 * its query timeout, and a request would hang that long before its 503.
 *
 * A query's own duration says nothing (a search over many listings may rightly take seconds), so
 * when a connection has been busy longer than `stallMs`, a fresh probe connection asks `select 1`
 * within `probeMs`. If the probe cannot get an answer, the server is unreachable: every pooled
 * connection is destroyed, their queries fail at once with a connection error (a 503), and the
 * pool opens new connections when the database answers again. A probe the server refuses (too many
 * clients, say) proves it reachable, and nothing is destroyed.
 *
 * Until a probe gets an answer again (one a second), the pool refuses to hand out connections: a
 * request arriving meanwhile gets its 503 at once, instead of waiting the pool's whole connection
 * timeout on a server that cannot answer. Without this, a request whose query began just after the
 * connections were dropped waited the probe and then that timeout: about 7 s in all.
 *
 * Each process watches its own pool; N processes each detect the outage on their own.
 */
export function watchForStalls(pool: pg.Pool, options: { url: string; stallMs: number; probeMs: number }) {
  const all = new Set<pg.PoolClient>()
  const busySince = new Map<pg.PoolClient, number>()
  let isProbing = false
  let lastProbe = 0
  let isSilent = false

  const connect = pool.connect.bind(pool)
  // pool.query takes its connection through pool.connect too, so this covers every query.
  pool.connect = ((
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    if (!isSilent) return callback ? connect(callback) : connect()
    // 08001, sqlclient_unable_to_establish_sqlconnection: the request is a 503 (lib/pg-errors.ts).
    const error = Object.assign(new Error('database silent: no connection until it answers again'), {
      code: '08001',
    })
    if (!callback) return Promise.reject(error)
    process.nextTick(() => callback(error))
  }) as typeof pool.connect

  pool.on('connect', (client) => all.add(client))
  pool.on('remove', (client) => {
    all.delete(client)
    busySince.delete(client)
  })
  pool.on('acquire', (client) => busySince.set(client, Date.now()))
  pool.on('release', (_error, client) => busySince.delete(client))

  async function isReachable() {
    const probe = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.probeMs,
      query_timeout: options.probeMs,
    })
    probe.on('error', () => {})
    try {
      await probe.connect()
      await probe.query('select 1')
      return true
    } catch (error) {
      // The server answered with an error of its own (e.g. too many clients): it is reachable.
      const code = (error as { code?: unknown }).code
      return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57P)/.test(code)
    } finally {
      // Not awaited: ending a connection to a silent server would wait for it.
      ;(probe as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
    }
  }

  async function check() {
    const now = Date.now()
    if (isProbing || now - lastProbe < options.stallMs) return
    // While silent, probe once a second whatever the pool holds, to reopen it.
    const oldest = Math.min(...busySince.values())
    if (!isSilent && !(now - oldest > options.stallMs)) return
    isProbing = true
    lastProbe = now
    try {
      const isAnswering = await isReachable()
      // The process's own log is not reachable from here; stderr is what operators read anyway.
      if (isSilent) {
        if (isAnswering) console.warn('database answers again: the pool reopens')
        isSilent = !isAnswering
        return
      }
      if (isAnswering) return
      console.warn(
        `database silent for ${options.stallMs + options.probeMs} ms: dropping ${all.size} pooled connection(s)`,
      )
      isSilent = true
      for (const client of all) {
        ;(client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
      }
    } finally {
      isProbing = false
    }
  }

  const timer = setInterval(() => void check(), Math.max(50, Math.floor(options.stallMs / 4)))
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
