export function shiftDate(offset: number): void
export function testNowOffset(env?: Record<string, string | undefined>): number | undefined
