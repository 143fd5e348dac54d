#!/usr/bin/env node
// `npm start`: build the web app when it has not been built yet, then run the API server, which
// migrates, seeds a new embedded database and serves both on PORT (3000 by default).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleApi } from './bundle-api.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const webIndex = path.join(root, 'apps/web/dist/index.html')
// The server's first-screen renderer (docs/decisions/012): a build from before it gets rebuilt.
const firstScreenRenderer = path.join(root, 'apps/web/dist/server/first-screen.js')

// A WEB_DIST_DIR of one's own is served as it is (tests start the server this way, without a build).
if (!process.env.WEB_DIST_DIR && !(existsSync(webIndex) && existsSync(firstScreenRenderer))) {
  console.log('Building the web app (first run only)…')
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The server runs as one bundled file (scripts/bundle-api.mjs, docs/decisions/034), built here when
// its sources changed: loading it takes half the time tsx took to load the TypeScript files.
// It runs in a node process of its own, started here and not through a wrapper (tsx's wrapper
// relayed a signal to its child and, when the child had not acknowledged it within 30 ms on a busy
// machine, killed it with SIGKILL, cutting off open requests).
// Two malloc arenas instead of one per thread: memory freed by an image decode on one of libuv's
// threads is reused by the next instead of staying with that thread (README, Production).
const { file: serverFile } = await bundleApi('apps/api/src/server.ts', 'apps/api/dist/server.mjs')
const server = spawn(process.execPath, [serverFile], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
})
// A `kill` reaches only this process: pass it on, and end with the server. (Ctrl-C reaches the whole
// process group, so the server may get SIGINT twice; it ignores the repeat.)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
