#!/usr/bin/env node
// After `vite build`: the gzip size of the JavaScript the home page ('/') needs for its first
// paint, chunk by chunk, against the budget (issue 4). Exits 1 when over it, so `npm run build`
// (and `npm test`, which builds) fails. Usage: node scripts/report-bundle.mjs [distDir]
//
// Counted: the entry and everything it imports statically (what index.html preloads), the home
// route's chunk with its static imports, and the visitor's catalogue. Not counted: what loads on
// use (the map's Leaflet, the header menus, dialogs, the date picker). KB = 1024 bytes of gzip at
// zlib's default level, as most servers send it.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 200
/** The home route's page module, loaded lazily by the router as soon as '/' renders. */
const HOME_ROUTE = 'src/features/home/home-page.tsx'
/**
 * One of these loads on first paint (the visitor's language; the heavier one is counted): the first
 * screen's texts, cut from the catalogue at build time (vite-plugins/catalogue-parts.ts).
 */
const CATALOGUES = ['virtual:catalogue/en-first', 'virtual:catalogue/fr-first']

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'))
const manifestFile = path.join(distDir, '.vite/manifest.json')
if (!existsSync(manifestFile)) {
  fail(`${manifestFile} is missing: run this right after \`vite build\` (build.manifest in vite.config.ts).`)
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
// The manifest is build metadata (it names every source file): read it, then keep the server from
// publishing it with the rest of dist.
rmSync(path.dirname(manifestFile), { recursive: true, force: true })

function fail(message) {
  console.error(`\n✗ Bundle report: ${message}`)
  process.exit(1)
}

function chunkFor(src) {
  const chunk = manifest[src]
  if (!chunk) fail(`no chunk for ${src} in the manifest; update scripts/report-bundle.mjs if it moved.`)
  return chunk
}

/** The chunk and every chunk it imports statically: what the browser fetches (modulepreload) with it. */
function withStaticImports(key, into = new Set()) {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, into)
  return into
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) fail('the manifest has no entry chunk.')
chunkFor(HOME_ROUTE)
const [catalogueKey] = CATALOGUES.map((src) => [src, gzipKb(chunkFor(src).file)]).sort(
  (a, b) => b[1] - a[1],
)[0]

/** Why each chunk loads, first reason wins: the entry's graph, then the page's, then the texts. */
const reasons = new Map()
for (const [root, reason] of [
  [entryKey, 'entry'],
  [HOME_ROUTE, 'home route'],
  [catalogueKey, 'catalogue'],
]) {
  for (const key of withStaticImports(root)) if (!reasons.has(key)) reasons.set(key, reason)
}

const rows = [...reasons]
  .map(([key, reason]) => ({ file: manifest[key].file, reason, kb: gzipKb(manifest[key].file) }))
  .sort((a, b) => b.kb - a.kb)
const totalKb = rows.reduce((sum, row) => sum + row.kb, 0)
const width = Math.max(...rows.map((row) => row.file.length))

console.log(`\nHome route ('/') first-load JavaScript, gzip (budget ${BUDGET_KB} KB):`)
for (const row of rows.filter((row) => row.kb >= 1)) {
  console.log(`  ${row.file.padEnd(width)}  ${row.reason.padEnd(10)}  ${row.kb.toFixed(1).padStart(6)} KB`)
}
const small = rows.filter((row) => row.kb < 1)
const smallKb = small.reduce((sum, row) => sum + row.kb, 0)
console.log(
  `  ${`${small.length} chunks under 1 KB`.padEnd(width)}  ${''.padEnd(10)}  ${smallKb.toFixed(1).padStart(6)} KB`,
)
console.log(
  `  ${'total'.padEnd(width)}  ${`${rows.length} chunks`.padEnd(10)}  ${totalKb.toFixed(1).padStart(6)} KB`,
)

if (totalKb > BUDGET_KB) {
  fail(`the home route loads ${totalKb.toFixed(1)} KB of JavaScript (gzip), over the ${BUDGET_KB} KB budget.`)
}
console.log(`✓ Within budget (${(BUDGET_KB - totalKb).toFixed(1)} KB to spare).\n`)
