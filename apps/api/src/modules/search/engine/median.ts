/**
 * The median of `values` as PostgreSQL's `percentile_cont(0.5)` gives it (the mean of the middle
 * two for an even count), null for none. Reorders `values`.
 *
 * A selection, not a sort: a price check at a million listings can weigh 130,000 comparable prices,
 * and only the middle one or two are needed. Quickselect takes linear time on average; should the
 * partitions keep coming out lopsided (prices arranged against the pivot choice), it sorts the
 * part left instead, so no input takes more than a sort's n log n.
 */
export function medianOf(values: Int32Array): number | null {
  const count = values.length
  if (count === 0) return null
  const lower = Math.floor((count - 1) / 2)
  const low = select(values, lower)
  if (count % 2 === 1) return low
  // The next value up is the smallest of those the selection left after the lower middle.
  let high = Number.POSITIVE_INFINITY
  for (let index = lower + 1; index < count; index += 1) high = Math.min(high, values[index] as number)
  return (low + high) / 2
}

/** Moves the k-th smallest value (from 0) to index k, smaller ones before it and larger after. */
function select(values: Int32Array, k: number): number {
  let left = 0
  let right = values.length - 1
  let roundsLeft = 2 * Math.ceil(Math.log2(values.length + 1))
  while (right > left) {
    if (roundsLeft === 0) {
      values.subarray(left, right + 1).sort()
      break
    }
    roundsLeft -= 1
    const pivot = medianOfThree(
      values[left] as number,
      values[(left + right) >>> 1] as number,
      values[right] as number,
    )
    // Hoare's partition: [left, j] holds values ≤ pivot, [j + 1, right] values ≥ pivot.
    let i = left - 1
    let j = right + 1
    for (;;) {
      do i += 1
      while ((values[i] as number) < pivot)
      do j -= 1
      while ((values[j] as number) > pivot)
      if (i >= j) break
      const swapped = values[i] as number
      values[i] = values[j] as number
      values[j] = swapped
    }
    if (k <= j) right = j
    else left = j + 1
  }
  return values[k] as number
}

const medianOfThree = (a: number, b: number, c: number) =>
  Math.max(Math.min(a, b), Math.min(Math.max(a, b), c))
