import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { filesRoutes } from './routes.ts'

/** Private files behind signed links. Other modules record their rows through stored-files.ts. */
export function createFilesModule(deps: TDeps) {
  return { routes: moduleRoutes(filesRoutes, { deps }) }
}

export type { TUpload } from './private-upload.ts'
// What other modules use of this one (decision 029: they import only this file).
export { extensionFor, removeStored, storePrivateUploads } from './private-upload.ts'
// What other modules' repositories may read of the stored files, in their own SQL (decision 029).
export { publishedFiles } from './published-repository.ts'
export { storageSink } from './storage-sink.ts'
export type { TNewStoredFile } from './stored-files.ts'
export { createStoredFiles } from './stored-files.ts'
export type { TStoredFileRow } from './tables.ts'
