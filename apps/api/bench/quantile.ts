/**
 * The value at `share` (0.95 for p95, 1 for the maximum) of times sorted in ascending order: the
 * nearest rank at or below it, or 0 when there are none. Each report rounds it its own way.
 */
export function quantile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}
