/**
 * Reads of single keys asked for in the same turn of the event loop, sent as one read of many.
 *
 * Why: a query's round trip (writing to the database's socket, waking its process, being woken by
 * its answer) costs a server more than the few rows it reads — on the virtual machines measured,
 * the `writev` alone was a third of a listing page's time (docs/decisions/026). Requests read from
 * the sockets in one turn (a burst, or a queue behind a slow moment) then share one round trip
 * instead of queueing behind each other's. A lone request waits one `setImmediate`, not a timer.
 *
 * It holds nothing between turns: each process batches its own requests, so N processes need no
 * coordination.
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  options: { maxBatch?: number } = {},
): (key: K) => Promise<V | undefined> {
  // A bound on one query's size: a larger burst is sent as several reads.
  const maxBatch = options.maxBatch ?? 64
  type TWaiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }
  let batch: Map<K, TWaiter[]> | undefined

  // Runs from a setImmediate callback: a read that throws before returning its promise must fail
  // its callers, not escape as an uncaught exception that would end the process.
  const send = async (waiting: Map<K, TWaiter[]>) => {
    let found: ReadonlyMap<K, V>
    try {
      found = await readMany([...waiting.keys()])
    } catch (error) {
      for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(error)
      return
    }
    for (const [key, waiters] of waiting) for (const waiter of waiters) waiter.resolve(found.get(key))
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!batch) {
        const current = new Map<K, TWaiter[]>()
        batch = current
        setImmediate(() => {
          if (batch === current) batch = undefined
          send(current)
        })
      }
      const current = batch
      const waiters = current.get(key)
      if (waiters) waiters.push({ resolve, reject })
      else current.set(key, [{ resolve, reject }])
      if (current.size >= maxBatch) batch = undefined // the next key starts another batch
    })
}
