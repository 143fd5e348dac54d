/**
 * Writes a Brotli and a gzip copy beside every text asset of the build, so the server sends them
 * compressed (it serves `file.br` / `file.gz` to browsers that accept them) without compressing
 * on each request. Runs after `vite build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const distDir = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')
const TEXT_FILE = /\.(js|css|html|svg|json|txt|webmanifest)$/
// Below this, compression saves less than the bytes of an extra header round.
const MIN_BYTES = 1024

function* filesIn(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    // dist/server: the server's renderer, read from disk, never sent.
    if (file === path.join(distDir, 'server')) continue
    if (statSync(file).isDirectory()) yield* filesIn(file)
    else yield file
  }
}

let written = 0
for (const file of filesIn(distDir)) {
  if (!TEXT_FILE.test(file)) continue
  const data = readFileSync(file)
  if (data.length < MIN_BYTES) continue
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  written += 1
}
console.log(
  `precompressed ${written} files (Brotli and gzip) in ${path.relative(process.cwd(), distDir) || '.'}`,
)
