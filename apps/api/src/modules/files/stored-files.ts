import type { TDb } from '../../db/client.ts'
import { createFilesRepository, type TNewStoredFile } from './repository.ts'

export type { TNewStoredFile }

/**
 * The files module's service to the other modules: the rows that record stored objects. It runs on
 * the transaction it is given, so a file's row commits or rolls back with the row that owns it
 * (docs/architecture.md, "Layering rules"); the objects themselves are put and removed by the caller.
 */
export function createStoredFiles(db: TDb) {
  const files = createFilesRepository(db)
  return {
    record: (rows: TNewStoredFile[]) => files.insert(rows),
    /** Forgets the rows and returns their storage keys, to remove once the transaction commits. */
    forget: (ids: string[]) => files.deleteMany(ids),
  }
}
