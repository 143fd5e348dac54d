import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { TLanguage } from '@demeure/shared'

/**
 * A file of the build, loaded again only when it changes (a rebuild while the server runs is
 * served at once). `load` gets the file's modification time too, as a version.
 */
export function buildFile<T>(file: string | undefined, load: (file: string, version: number) => Promise<T>) {
  let cached: { mtimeMs: number; value: T } | undefined
  return async (): Promise<T> => {
    if (!file) throw new Error('no web app to serve')
    const { mtimeMs } = await stat(file)
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: await load(file, mtimeMs) }
    return cached.value
  }
}

const readText = (file: string) => readFile(file, 'utf8')

/**
 * The built app's index.html, and the address of each language's catalogue chunk
 * (catalogues.json, written by apps/web/scripts/write-catalogue-list.mjs). Undefined when no web
 * app was built.
 */
export function createAppShell(distDir: string | undefined) {
  const file = distDir ? path.join(distDir, 'index.html') : undefined
  const cataloguesFile = distDir ? path.join(distDir, 'catalogues.json') : undefined
  const html = buildFile(file, readText)
  const catalogues = buildFile(
    cataloguesFile,
    async (jsonFile) => JSON.parse(await readText(jsonFile)) as Partial<Record<TLanguage, string>>,
  )
  return {
    exists: () => file !== undefined && existsSync(file),
    html,
    /** The catalogue chunk the app imports first in this language; undefined for a build without the list. */
    async catalogue(language: TLanguage): Promise<string | undefined> {
      if (!cataloguesFile || !existsSync(cataloguesFile)) return undefined
      return (await catalogues())[language]
    },
  }
}
