/** The time source of every rule that depends on "now", so tests can move time instead of waiting. */
export type TClock = { now(): Date }

export const systemClock: TClock = { now: () => new Date() }

export type TMovableClock = TClock & { advance(ms: number): void; set(date: Date): void }

export function createTestClock(start = new Date()): TMovableClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (date) => {
      current = date.getTime()
    },
  }
}

/** Real time plus an offset that only grows: the end-to-end server's clock, which tests move forward. */
export function createOffsetClock(): TMovableClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms
    },
    set: (date) => {
      offset = date.getTime() - Date.now()
    },
  }
}
