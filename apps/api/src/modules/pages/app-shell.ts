import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { TLanguage } from '@demeure/shared'

/** A file of the build, read again only when it changes (a rebuild while the server runs is served at once). */
function buildFile<T>(file: string | undefined, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined
  return async (): Promise<T> => {
    if (!file) throw new Error('no web app to serve')
    const { mtimeMs } = await stat(file)
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) }
    return cached.value
  }
}

/**
 * The built app's index.html, and the address of each language's catalogue chunk
 * (catalogues.json, written by apps/web/scripts/write-catalogue-list.mjs). Undefined when no web
 * app was built.
 */
export function createAppShell(distDir: string | undefined) {
  const file = distDir ? path.join(distDir, 'index.html') : undefined
  const cataloguesFile = distDir ? path.join(distDir, 'catalogues.json') : undefined
  const html = buildFile(file, (text) => text)
  const catalogues = buildFile(
    cataloguesFile,
    (text) => JSON.parse(text) as Partial<Record<TLanguage, string>>,
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
