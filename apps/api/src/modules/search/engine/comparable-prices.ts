/** The read model's columns a price check reads, one value per slot. */
export type TComparableColumns = {
  priceCents: Int32Array
  listingId: Int32Array
  roomCategoryCode: Int32Array
  listingTypeCode: Int32Array
}

/** What else a home must share with another (past its area and bedrooms) to be compared, as codes. */
export type TComparableCodes = {
  category: number
  /** 1 at each listing type's code that competes with the home's. */
  isWantedType: Uint8Array
  /** The home itself, left out of its own comparison. */
  listingId: number
}

/**
 * Writes into `prices` the monthly price of each home in both `sameBedrooms` and `sameArea` (their
 * first `words` words) that shares the home's room category and type group, and says how many.
 * Each home weighs 0 or 1 by its codes rather than being skipped by branches the processor would
 * guess wrong.
 *
 * A function of its own, with nothing after its loop but the count: price checks come a few a
 * second, so the optimizing compiler meets this loop while it runs (on-stack replacement). Inside
 * `comparable()`, the code so compiled stopped after the loop at statements it had never seen run,
 * went back to the interpreter, and was entered again by the next check: 26–29 such exits in 200
 * paced checks (`node --trace-deopt`), 0–1 since.
 */
export function gatherComparablePrices(
  sameBedrooms: Uint32Array,
  sameArea: Uint32Array,
  words: number,
  columns: TComparableColumns,
  codes: TComparableCodes,
  prices: Int32Array,
): number {
  const { priceCents, listingId, roomCategoryCode, listingTypeCode } = columns
  const { category, isWantedType } = codes
  const excludedId = codes.listingId
  let count = 0
  for (let word = 0; word < words; word += 1) {
    let value = (sameBedrooms[word] as number) & (sameArea[word] as number)
    while (value !== 0) {
      const low = value & -value
      value ^= low
      const slot = word * 32 + (31 - Math.clz32(low))
      prices[count] = priceCents[slot] as number
      count +=
        Number(roomCategoryCode[slot] === category) &
        Number(listingId[slot] !== excludedId) &
        (isWantedType[listingTypeCode[slot] as number] as number)
    }
  }
  return count
}
