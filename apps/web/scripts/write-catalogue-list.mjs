#!/usr/bin/env node
// After `vite build`, before report-bundle.mjs (which removes the manifest): writes
// dist/catalogues.json, each language's first-screen catalogue chunk by its hashed name
// ({"en": "/assets/en-first-….js"}; the rest of the texts loads later: src/lib/all-texts.ts).
// The server names the visitor's one in the page's <head> (modulepreload,
// apps/api/src/modules/pages/app-shell.ts), so it downloads beside the entry chunk instead of
// after it has run. Usage: node scripts/write-catalogue-list.mjs [distDir]
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const LANGUAGES = ['en', 'fr']

const distDir = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
)
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'))
const list = {}
for (const language of LANGUAGES) {
  const chunk = manifest[`virtual:catalogue/${language}-first`]
  if (!chunk) {
    console.error(`✗ No chunk for virtual:catalogue/${language}-first in the manifest.`)
    process.exit(1)
  }
  list[language] = `/${chunk.file}`
}
writeFileSync(path.join(distDir, 'catalogues.json'), `${JSON.stringify(list)}\n`)
