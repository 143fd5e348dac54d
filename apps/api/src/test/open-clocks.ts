import type { TMovableClock } from '../lib/clock.ts'

/** The clocks of the test apps open in this test file, which setup-clocks.ts puts back after each test. */
export const openClocks = new Set<TMovableClock>()
