/** A seeded PRNG (mulberry32): the same seed gives the same demo catalogue on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
    /** `count` distinct items, in a stable shuffled order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items]
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1))
        ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
      }
      return pool.slice(0, count)
    },
  }
}
export type TRandom = ReturnType<typeof createRandom>
