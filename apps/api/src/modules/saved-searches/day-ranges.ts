/**
 * Sets of day numbers as sorted, disjoint [from, to) pairs (the engine's free nights and move-in
 * days), and the two operations the candidate query needs on them.
 */
export type TDayRanges = readonly number[]

/** The days of `a` that are not in `b`. */
export function rangesWithout(a: TDayRanges, b: TDayRanges): number[] {
  const kept: number[] = []
  let at = 0
  for (let index = 0; index < a.length; index += 2) {
    let cursor = a[index] as number
    const to = a[index + 1] as number
    while (at < b.length && (b[at + 1] as number) <= cursor) at += 2
    for (let next = at; next < b.length && cursor < to; next += 2) {
      const start = b[next] as number
      const end = b[next + 1] as number
      if (start >= to) break
      if (cursor < start) kept.push(cursor, start)
      cursor = Math.max(cursor, end)
    }
    if (cursor < to) kept.push(cursor, to)
  }
  return kept
}

/**
 * At most `most` ranges covering every day of `ranges` (the smallest gaps filled first): the
 * candidate query tests each range, so a home with a long calendar asks a bounded superset.
 */
export function atMostRanges(ranges: TDayRanges, most: number): number[] {
  const merged = [...ranges]
  while (merged.length / 2 > most) {
    let smallest = 1
    for (let gap = 3; gap < merged.length - 1; gap += 2)
      if (
        (merged[gap + 1] as number) - (merged[gap] as number) <
        (merged[smallest + 1] as number) - (merged[smallest] as number)
      )
        smallest = gap
    merged.splice(smallest, 2)
  }
  return merged
}
