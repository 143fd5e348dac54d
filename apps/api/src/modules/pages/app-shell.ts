import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * The built app's index.html, read again only when the file changes (a rebuild while the server
 * runs is served at once, like the static files). Undefined when no web app was built.
 */
export function createAppShell(distDir: string | undefined) {
  const file = distDir ? path.join(distDir, 'index.html') : undefined
  let cached: { mtimeMs: number; html: string } | undefined
  return {
    exists: () => file !== undefined && existsSync(file),
    async html(): Promise<string> {
      if (!file) throw new Error('no web app to serve')
      const { mtimeMs } = await stat(file)
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') }
      return cached.html
    },
  }
}
