/**
 * Catalogue keys of the default location suggestions. Their names hold dots, spaces and
 * apostrophes ("St. John's"), which i18next keys cannot, so each name maps to a plain key.
 */
export function cityKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_|_$/g, '')
}
