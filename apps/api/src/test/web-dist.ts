import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const WEB = path.resolve(import.meta.dirname, '../../../web')

/**
 * A web build for the pages module's tests, in a folder of the test's own: the app's real
 * index.html as the build leaves it, the catalogue list (what apps/web/scripts/write-catalogue-list.mjs
 * writes) and, with `renderer`, the real first-screen renderer built for Node as `npm run build`
 * builds it (vite build --ssr, a few seconds).
 */
export function writeWebDist(dataDir: string, { renderer = false } = {}): string {
  const dist = path.join(dataDir, 'web-dist')
  mkdirSync(dist, { recursive: true })
  const source = readFileSync(path.join(WEB, 'index.html'), 'utf8')
  writeFileSync(path.join(dist, 'index.html'), source.replace('/src/main.tsx', '/assets/index-abc.js'))
  writeFileSync(
    path.join(dist, 'catalogues.json'),
    JSON.stringify({ en: '/assets/en-abc.js', fr: '/assets/fr-abc.js' }),
  )
  if (renderer) {
    const build = spawnSync(
      path.join(WEB, '../../node_modules/.bin/vite'),
      ['build', '--ssr', '--outDir', path.join(dist, 'server'), '--logLevel', 'error'],
      { cwd: WEB, encoding: 'utf8' },
    )
    if (build.status !== 0) throw new Error(`the renderer did not build: ${build.stderr}`)
  }
  return dist
}
