import { NumbersReader } from './document-numbers.ts'
import type { TDocumentChunk, TEngineDocument, TJoinedField } from './read-model.ts'

/**
 * Separates one document's text from the next in a column of a bulk read. The API refuses control
 * characters in every text (packages/shared text.ts), so no text holds it; a range where one does
 * anyway (a row written by other means) is read row by row instead (`documentColumns` says so).
 */
export const TEXT_SEPARATOR = '\u001f'
/** Separates one document's numbers (document-numbers.ts) from the next: never a character of them. */
export const NUMBERS_SEPARATOR = ';'

/**
 * A range of search documents as PostgreSQL aggregates them for a bulk read (`DOCUMENT_COLUMNS`,
 * read-model-repository.ts): how many, then each field of every document joined into one text.
 */
export type TDocumentColumnsRow = {
  count: number
  searchText: string
  title: string
  titleFr: string
  listingType: string
  roomCategory: string
  addressStreet: string
  addressCity: string
  photoKeys: string
  ratingAvg: string
  numbers: string
}

const TEXT_FIELDS = [
  'searchText',
  'title',
  'titleFr',
  'listingType',
  'roomCategory',
  'addressStreet',
  'addressCity',
  'photoKeys',
  'ratingAvg',
] as const

/**
 * Where each of `count` parts of `joined` starts (and, at `count`, one past the end plus one), or
 * undefined when `separator` does not cut it into exactly `count` parts.
 */
function startsOf(joined: string, separator: string, count: number): Int32Array | undefined {
  const starts = new Int32Array(count + 1)
  let from = 0
  for (let index = 1; index < count; index += 1) {
    const found = joined.indexOf(separator, from)
    if (found === -1) return undefined
    from = found + 1
    starts[index] = from
  }
  if (joined.indexOf(separator, from) !== -1) return undefined
  starts[count] = joined.length + 1
  return starts
}

/** The fields `joined` hands over whole, which `at(index, true)` leaves empty. */
const JOINED_FIELDS: ReadonlySet<TDocumentTextField> = new Set<TJoinedField>([
  'title',
  'titleFr',
  'addressStreet',
  'searchText',
])

/** A document's text fields, which a bulk read's columns hold one text each. */
export type TDocumentTextField = (typeof TEXT_FIELDS)[number]

/**
 * Fills `doc` from its numbers, read in the order DOCUMENT_NUMBERS writes them (from the start of
 * the field), and its texts: the one reading of a document, whether it came as a row or as a
 * range's columns.
 */
export function fillDocument(
  doc: TEngineDocument,
  numbers: NumbersReader,
  text: (field: TDocumentTextField) => string,
): TEngineDocument {
  doc.listingId = numbers.integer()
  doc.searchText = text('searchText')
  doc.title = text('title')
  doc.titleFr = text('titleFr')
  doc.listingType = text('listingType')
  doc.roomCategory = text('roomCategory')
  doc.addressStreet = text('addressStreet')
  doc.addressCity = text('addressCity')
  doc.priceCents = numbers.integer()
  doc.maxGuests = numbers.integer()
  doc.numBedrooms = numbers.integer()
  doc.amenityBits = numbers.integer()
  doc.hasCitq = numbers.integer() === 1
  doc.reviewCount = numbers.integer()
  doc.publishedMicros = numbers.integer()
  doc.latitude = numbers.float()
  doc.longitude = numbers.float()
  doc.photoKeys = text('photoKeys')
  doc.freeDays = numbers.rest()
  doc.ratingAvg = text('ratingAvg')
  return doc
}

/**
 * A range's columns read in place as documents, or undefined when a text holds the separator.
 * The driver made one string a column instead of a string a field and an object a row: at a million
 * listings those objects outlived the young generation, and the collector's copying of them was a
 * third of the start (docs/decisions/033-the-catalogue-read-by-columns.md). `at(index)` fills and
 * returns the same object every time, its texts slices of the columns: a caller keeps none of it
 * past the next call, and copies a text it keeps for good (intern-table.ts does) so that a slice
 * does not hold a whole column in memory.
 */
export function documentColumns(row: TDocumentColumnsRow): TDocumentChunk | undefined {
  const { count } = row
  const starts = new Map<TDocumentTextField, Int32Array>()
  for (const field of TEXT_FIELDS) {
    const found = startsOf(row[field], TEXT_SEPARATOR, count)
    if (!found) return undefined
    starts.set(field, found)
  }
  const numberStarts = startsOf(row.numbers, NUMBERS_SEPARATOR, count)
  if (!numberStarts) return undefined
  const reader = new NumbersReader()
  const doc = {} as TEngineDocument
  let current = 0
  let isWithoutJoined = false
  const text = (field: TDocumentTextField) => {
    if (isWithoutJoined && JOINED_FIELDS.has(field)) return ''
    const at = starts.get(field) as Int32Array
    return row[field].slice(at[current] as number, (at[current + 1] as number) - 1)
  }
  return {
    length: count,
    joined: (field) => ({ text: row[field], separator: TEXT_SEPARATOR }),
    at(index: number, withoutJoined = false) {
      if (index < 0 || index >= count) return undefined
      current = index
      isWithoutJoined = withoutJoined
      const from = numberStarts[index] as number
      return fillDocument(doc, reader.of(row.numbers, from, (numberStarts[index + 1] as number) - 1), text)
    },
  }
}

/** A chunk's documents as objects of their own, for a caller that keeps them (a bench, a test). */
export function copiesOf(chunk: TDocumentChunk): TEngineDocument[] {
  const copies: TEngineDocument[] = []
  for (let index = 0; index < chunk.length; index += 1)
    copies.push({ ...(chunk.at(index) as TEngineDocument) })
  return copies
}
