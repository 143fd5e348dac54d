/** The time source of every rule that depends on "now", so tests can move time instead of waiting. */
export type TClock = { now(): Date }

export const systemClock: TClock = { now: () => new Date() }

export function createTestClock(
  start = new Date(),
): TClock & { advance(ms: number): void; set(date: Date): void } {
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
