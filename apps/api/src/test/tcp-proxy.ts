import net from 'node:net'

/**
 * A TCP proxy a fault test puts between an API process and a server it depends on (PostgreSQL,
 * Redis), so the test can cut the network without touching the machine's server:
 * - `open`: bytes flow both ways;
 * - `reset`: every connection is destroyed at once and new ones are closed on arrival, as when the
 *   server restarts or a firewall answers with resets;
 * - `blackhole`: nothing flows and nothing is closed (a cable pulled, a partition): connections stay
 *   half-open, new ones are accepted but never reach the server. Bytes sent meanwhile are held and
 *   delivered on `open`, as TCP's retransmissions would.
 */
export type TProxyMode = 'open' | 'reset' | 'blackhole'

export type TTcpProxy = {
  port: number
  setMode(mode: TProxyMode): void
  /** Connections currently held between a client and the server. */
  connections(): number
  close(): Promise<void>
}

type TPair = { client: net.Socket; server: net.Socket | undefined; isPiped: boolean }

export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  let mode: TProxyMode = 'open'
  const pairs = new Set<TPair>()

  const destroy = (pair: TPair) => {
    pairs.delete(pair)
    pair.client.destroy()
    pair.server?.destroy()
  }

  /** Starts (or resumes) the flow of a pair whose server side exists. */
  const flow = (pair: TPair) => {
    if (!pair.server) {
      const server = net.connect(target)
      pair.server = server
      server.on('error', () => destroy(pair))
      server.on('close', () => destroy(pair))
    }
    if (!pair.isPiped) {
      pair.client.pipe(pair.server)
      pair.server.pipe(pair.client)
      pair.isPiped = true
    }
    pair.client.resume()
    pair.server.resume()
  }

  const hold = (pair: TPair) => {
    // Paused first: a stream unpiped while flowing would drop what it reads next.
    pair.client.pause()
    pair.server?.pause()
    if (pair.isPiped && pair.server) {
      pair.client.unpipe(pair.server)
      pair.server.unpipe(pair.client)
      pair.isPiped = false
    }
  }

  const listener = net.createServer((client) => {
    const pair: TPair = { client, server: undefined, isPiped: false }
    client.on('error', () => destroy(pair))
    client.on('close', () => destroy(pair))
    if (mode === 'reset') {
      client.destroy()
      return
    }
    pairs.add(pair)
    if (mode === 'open') flow(pair)
    else hold(pair)
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))

  return {
    port: (listener.address() as net.AddressInfo).port,
    setMode(next) {
      mode = next
      for (const pair of [...pairs]) {
        if (next === 'reset') destroy(pair)
        else if (next === 'blackhole') hold(pair)
        else flow(pair)
      }
    },
    connections: () => pairs.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of [...pairs]) destroy(pair)
        listener.close(() => resolve())
      }),
  }
}
