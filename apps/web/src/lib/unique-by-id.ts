/**
 * The items in order, each id once. Something that arrived live is also in the next page fetched
 * (a page-numbered list shifts by one when an item is added at its top), so lists built from pages
 * plus live arrivals keep the first copy.
 */
export function uniqueById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>()
  return items.filter((item) => {
    if (seen.has(item.id)) return false
    seen.add(item.id)
    return true
  })
}
