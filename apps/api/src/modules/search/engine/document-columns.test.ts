import { describe, expect, it } from 'vitest'
import { copiesOf, documentColumns, type TDocumentColumnsRow, TEXT_SEPARATOR } from './document-columns.ts'

const joined = (...texts: string[]) => texts.join(TEXT_SEPARATOR)

/** Three documents as PostgreSQL aggregates them: the second has no French title nor photos. */
function threeDocuments(): TDocumentColumnsRow {
  return {
    count: 3,
    searchText: joined('montreal rue a', 'laval rue b', 'quebec rue c 🏠'),
    title: joined('Loft près du métro', 'Studio', 'Chambre 🏠'),
    titleFr: joined('Loft près du métro', '', 'Chambre'),
    listingType: joined('apartment', 'studio', 'room'),
    roomCategory: joined('entire_place', 'entire_place', 'private_room'),
    addressStreet: joined('1 rue A', '2 rue B', '3 rue C'),
    addressCity: joined('Montréal', 'Laval', 'Québec'),
    photoKeys: joined('a.jpg b.jpg', '', 'c.jpg'),
    ratingAvg: joined('4.50', '0.00', '3.00'),
    numbers: [
      '7,125000,2,1,5,1,3,1767225600123456,45.5,-73.6,20454,20485',
      '8,99000,1,0,0,0,0,1767225600000000,45.6,-73.7',
      '9,70000,1,1,-2147483648,0,1,1767225600000001,46.8,-71.2,20500,20531,20600,20631',
    ].join(';'),
  }
}

describe('a range of documents read from its columns', () => {
  it('gives each document its own part of every column, and its numbers', () => {
    const chunk = documentColumns(threeDocuments())
    expect(chunk?.length).toBe(3)
    const [first, second, third] = copiesOf(chunk as NonNullable<typeof chunk>)
    expect(first).toEqual({
      listingId: 7,
      searchText: 'montreal rue a',
      title: 'Loft près du métro',
      titleFr: 'Loft près du métro',
      listingType: 'apartment',
      roomCategory: 'entire_place',
      addressStreet: '1 rue A',
      addressCity: 'Montréal',
      priceCents: 125000,
      maxGuests: 2,
      numBedrooms: 1,
      amenityBits: 5,
      hasCitq: true,
      reviewCount: 3,
      publishedMicros: 1767225600123456,
      latitude: 45.5,
      longitude: -73.6,
      photoKeys: 'a.jpg b.jpg',
      freeDays: [20454, 20485],
      ratingAvg: '4.50',
    })
    expect(second).toMatchObject({ listingId: 8, title: 'Studio', titleFr: '', photoKeys: '', freeDays: [] })
    expect(second?.hasCitq).toBe(false)
    expect(third).toMatchObject({
      listingId: 9,
      title: 'Chambre 🏠',
      searchText: 'quebec rue c 🏠',
      amenityBits: -2147483648,
      addressCity: 'Québec',
      freeDays: [20500, 20531, 20600, 20631],
      ratingAvg: '3.00',
    })
    expect(chunk?.at(3)).toBeUndefined()
  })

  it('leaves the texts it hands over joined empty when asked, and only those', () => {
    const chunk = documentColumns(threeDocuments()) as NonNullable<ReturnType<typeof documentColumns>>
    expect(chunk.joined?.('title')).toEqual({ text: threeDocuments().title, separator: TEXT_SEPARATOR })
    expect({ ...chunk.at(2, true) }).toMatchObject({
      listingId: 9,
      title: '',
      titleFr: '',
      addressStreet: '',
      searchText: '',
      addressCity: 'Québec',
      listingType: 'room',
      photoKeys: 'c.jpg',
      ratingAvg: '3.00',
    })
    // The same object filled again without the flag has every text back.
    expect({ ...chunk.at(2) }).toMatchObject({
      title: 'Chambre 🏠',
      titleFr: 'Chambre',
      addressStreet: '3 rue C',
    })
  })

  it('refuses a range whose text holds the separator, or whose column has a part too few', () => {
    const heldInTitle = { ...threeDocuments(), title: joined('Loft', `Stu${TEXT_SEPARATOR}dio`, 'Chambre') }
    expect(documentColumns(heldInTitle)).toBeUndefined()
    const partMissing = { ...threeDocuments(), addressStreet: joined('1 rue A', '2 rue B') }
    expect(documentColumns(partMissing)).toBeUndefined()
    const numbersMissing = { ...threeDocuments(), numbers: '7,1,1,1,0,0,0,1,45.5,-73.6' }
    expect(documentColumns(numbersMissing)).toBeUndefined()
    expect(documentColumns(threeDocuments())).toBeDefined()
  })
})
