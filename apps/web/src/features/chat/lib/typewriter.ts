/** How many characters of a reply are shown `elapsedMs` after it started typing out. */
export function typedLength(elapsedMs: number, totalLength: number, charDelayMs: number): number {
  if (charDelayMs <= 0) return totalLength
  return Math.min(totalLength, Math.max(0, Math.floor(elapsedMs / charDelayMs)))
}
