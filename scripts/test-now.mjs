// Loaded with `node --import` by `npm run test:e2e:on` (scripts/e2e-on.mjs) in every Node process of
// an end-to-end run (Playwright's runner and workers, the server and its embedded database): Date
// reads DEMEURE_TEST_NOW at the moment the run began (DEMEURE_TEST_NOW_FROM, real milliseconds) and
// ticks on from there, the same in every process. The specs' fixtures shift the browser's Date by
// the same offset. Timers and performance.now() stay real. Used only to try the days calendars turn
// on; nothing in the product loads it (docs/architecture.md, "Testing").

/**
 * Shifts this realm's Date by `offset` milliseconds. Self-contained: Playwright sends its source to
 * the browser as an init script.
 */
export function shiftDate(offset) {
  const RealDate = Date
  const now = () => RealDate.now() + offset
  globalThis.Date = new Proxy(RealDate, {
    // `new Date()` is the shifted now; `new Date(anything)` is unchanged.
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // `Date()` called as a function gives now as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, key) => (key === 'now' ? now : Reflect.get(target, key)),
  })
}

/** The run's offset from real time, or undefined when the run is not pinned. */
export function testNowOffset(env = process.env) {
  if (!env.DEMEURE_TEST_NOW) return undefined
  const offset = Date.parse(env.DEMEURE_TEST_NOW) - Number(env.DEMEURE_TEST_NOW_FROM)
  if (!Number.isFinite(offset)) throw new Error(`DEMEURE_TEST_NOW is not a date: ${env.DEMEURE_TEST_NOW}`)
  return offset
}

const offset = testNowOffset()
if (offset !== undefined) shiftDate(offset)
