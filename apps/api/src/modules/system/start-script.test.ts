import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
// One data folder for both runs: the first start seeds the demo (the slow part), the second reuses it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-start-'))
const webDir = mkdtempSync(path.join(tmpdir(), 'demeure-web-'))
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Demeure</title>')
afterAll(() => {
  for (const folder of [dataDir, webDir]) rmSync(folder, { recursive: true, force: true })
})

/** `npm start`'s script on any free port; resolves once it serves. */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: 'off',
      GEOCODER_URL: 'off',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /http:\/\/localhost:(\d+)/.exec(output)
      if (found) resolve(`http://127.0.0.1:${found[1]}`)
    })
    child.on('exit', (code) => reject(new Error(`start.mjs ended (${code}) before serving:\n${output}`)))
  })
  return { child, url }
}

const ended = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.on('exit', (code) => resolve(code))
  })

describe('npm start (scripts/start.mjs)', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'a kill with %s of the process it launched stops the server, and the script ends with it',
    async (signal) => {
      const { child, url } = await startServer()
      expect((await fetch(`${url}/api/health`)).status).toBe(200)
      child.kill(signal)
      expect(await ended(child)).toBe(0)
      await expect(fetch(`${url}/api/health`)).rejects.toThrow()
    },
    // The first start seeds the demo: 190-280 s at load 12-15 on this machine, about 60 s when quiet.
    300_000,
  )
})
