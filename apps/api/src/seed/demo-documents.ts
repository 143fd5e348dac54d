import { randomUUID } from 'node:crypto'
import type { BOOKING_DOCUMENT_RULES } from '@demeure/shared'
import type { TDb } from '../db/client.ts'
import { bookingDocuments } from '../modules/bookings/tables.ts'
import { storedFiles } from '../modules/files/tables.ts'
import type { TStorage } from '../plugins/storage/index.ts'

/** What each document of a rental agreement is called when a renter uploads it. */
const FILE_NAMES: Record<keyof typeof BOOKING_DOCUMENT_RULES, string> = {
  id_cards: 'passport.pdf',
  income_proof: 'proof-of-income.pdf',
  rental_history: 'rental-history.pdf',
}

/** A one-page PDF that says what it stands for: a host who opens a demo document sees a page, not an error. */
function demoPdf(title: string): Buffer {
  const text = `Demeure demo document: ${title}`
  const stream = `BT /F1 18 Tf 60 760 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/**
 * The rental agreement's documents of one renter (every kind a request requires, see
 * BOOKING_DOCUMENT_RULES), stored privately once and attached to each of their stays, as the
 * request form would have attached them.
 */
export async function seedRenterDocuments(db: TDb, storage: TStorage, ownerId: string) {
  const files = await Promise.all(
    Object.entries(FILE_NAMES).map(async ([kind, name]) => {
      const data = demoPdf(name)
      const storageKey = `private/rental_${kind}/${ownerId}/${randomUUID()}.pdf`
      await storage.put(storageKey, data, { contentType: 'application/pdf' })
      return {
        ownerId,
        storageKey,
        kind: `rental_${kind}`,
        contentType: 'application/pdf',
        sizeBytes: data.length,
        originalName: name,
      }
    }),
  )
  const rows = await db
    .insert(storedFiles)
    .values(files)
    .returning({ id: storedFiles.id, kind: storedFiles.kind })
  return {
    attachTo: (bookingId: number) =>
      db.insert(bookingDocuments).values(rows.map((row) => ({ bookingId, fileId: row.id, kind: row.kind }))),
  }
}
