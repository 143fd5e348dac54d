/** See bundle-api.mjs. Paths are relative to the repository, or absolute. */
export function bundleApi(entry: string, outfile: string): Promise<{ file: string; isBuilt: boolean }>
