#!/usr/bin/env node
// `npm start`: build the web app when it has not been built yet, then run the API server, which
// migrates, seeds a new embedded database and serves both on PORT (3000 by default).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const webIndex = path.join(root, 'apps/web/dist/index.html')

if (!existsSync(webIndex)) {
  console.log('Building the web app (first run only)…')
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const tsx = path.join(root, 'node_modules/.bin/tsx')
const server = spawn(tsx, ['apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' })
// Ctrl-C reaches the server through the terminal's process group; forward SIGTERM ourselves.
process.on('SIGTERM', () => server.kill('SIGTERM'))
process.on('SIGINT', () => {})
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
