import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, expect, it } from 'vitest'
import { bundleApi } from '../../../../../scripts/bundle-api.mjs'

/** A two-file program in a directory of its own: the entry re-exports what its neighbour says. */
const dir = mkdtempSync(path.join(tmpdir(), 'demeure-bundle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const entry = path.join(dir, 'entry.ts')
const neighbour = path.join(dir, 'lib', 'neighbour.ts')
mkdirSync(path.dirname(neighbour))
writeFileSync(entry, "export { greeting, whereAmI } from './lib/neighbour.ts'\n")
const writeNeighbour = (greeting: string) =>
  writeFileSync(
    neighbour,
    `export const whereAmI: string = import.meta.url\nexport const greeting: string = '${greeting}'\n`,
  )
const outfile = path.join(dir, 'out', 'bundle.mjs')
const load = async (version: number) =>
  (await import(`${pathToFileURL(outfile).href}?v=${version}`)) as { whereAmI: string; greeting: string }

it('bundles a program whose files keep their own import.meta.url', async () => {
  writeNeighbour('hello')
  expect(await bundleApi(entry, outfile)).toEqual({ file: outfile, isBuilt: true })
  const bundled = await load(1)
  expect(bundled.greeting).toBe('hello')
  // The neighbour's own address, not the bundle's: the paths computed from it stay right.
  expect(bundled.whereAmI).toBe(pathToFileURL(neighbour).href)
})

it('builds again only when a file it was built from has changed since', async () => {
  expect((await bundleApi(entry, outfile)).isBuilt).toBe(false)
  writeNeighbour('bonjour')
  expect((await bundleApi(entry, outfile)).isBuilt).toBe(true)
  expect((await load(2)).greeting).toBe('bonjour')
  expect((await bundleApi(entry, outfile)).isBuilt).toBe(false)
})

it('builds again when the bundle is gone', async () => {
  rmSync(outfile)
  expect((await bundleApi(entry, outfile)).isBuilt).toBe(true)
  expect((await load(3)).greeting).toBe('bonjour')
})
