// The API server as one JavaScript file, built with esbuild at each `npm start` (docs/decisions/034):
// node then loads one module instead of some 500 TypeScript files through tsx's loader, which
// took 1.5–2 s of every start. Packages stay in node_modules (only the workspace's own TypeScript
// package is bundled); each source file keeps its own `import.meta.url`, so the paths it computes
// from it (migrations, worker entries, the web build) are the same as under tsx.
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Bare imports (packages) are loaded from node_modules at run time, except the workspace's own. */
const packagesOutside = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@demeure/') ? undefined : { path: args.path, external: true },
    )
  },
}

/** `import.meta.url` in a source file is that file's address, not the bundle's. */
const ownAddresses = {
  name: 'own-addresses',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const address = JSON.stringify(pathToFileURL(args.path).href)
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' }
    })
  },
}

/** When the file was last changed, or undefined if it is gone. */
const changedAt = (file) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  )

/**
 * Whether the bundle at `target` is fresh: no file it was built from (nor this script) changed since
 * its build began. A restart without edits then costs some 500 `stat`s, not a build.
 */
async function isFresh(target) {
  if ((await changedAt(target)) === undefined) return false
  const record = await readFile(`${target}.inputs.json`, 'utf8').then(JSON.parse, () => undefined)
  if (!record || !Array.isArray(record.inputs)) return false
  const times = await Promise.all([fileURLToPath(import.meta.url), ...record.inputs].map(changedAt))
  return times.every((time) => time !== undefined && time < record.startedAt)
}

/**
 * Bundles the TypeScript module `entry` (relative to the repository) into `outfile`, unless the
 * bundle there is fresh, and answers its path and whether it was built. Each file is written aside,
 * then renamed over the old one: processes starting together (the tests start several) each build
 * the same bytes, and none reads a file another is half-way through.
 */
export async function bundleApi(entry, outfile) {
  const target = path.resolve(root, outfile)
  if (await isFresh(target)) return { file: target, isBuilt: false }
  const startedAt = Date.now()
  const { outputFiles, metafile } = await build({
    entryPoints: [path.resolve(root, entry)],
    outfile: target,
    // The inputs list (metafile) names files relative to this: the repository, whatever the cwd.
    absWorkingDir: root,
    write: false,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The map is written beside the bundle; `NODE_OPTIONS=--enable-source-maps` makes stack traces
    // name the TypeScript files and lines (it is off by default: reading it added a second to a start).
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesOutside, ownAddresses],
  })
  await mkdir(path.dirname(target), { recursive: true })
  const inputs = Object.keys(metafile.inputs).map((input) => path.resolve(root, input))
  const files = [
    ...outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
    // Written last: a bundle is fresh only once its list is there.
    { path: `${target}.inputs.json`, contents: JSON.stringify({ startedAt, inputs }) },
  ]
  for (const file of files) {
    const aside = `${file.path}.${process.pid}.tmp`
    await writeFile(aside, file.contents)
    await rename(aside, file.path)
  }
  return { file: target, isBuilt: true }
}
