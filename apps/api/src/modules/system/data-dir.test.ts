import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startApiProcess, type TApiProcess } from '../../test/processes.ts'

/**
 * A fresh machine with JWT_SECRET set (so nothing else creates the data folder first) and a
 * DATA_DIR that does not exist yet, two levels deep: the server creates it and serves.
 */
const parent = mkdtempSync(path.join(tmpdir(), 'demeure-datadir-'))
let api: TApiProcess | undefined
afterAll(async () => {
  api?.stop()
  await api?.exited
  rmSync(parent, { recursive: true, force: true })
})

it('starts on the embedded database with a DATA_DIR that does not exist yet', async () => {
  const dataDir = path.join(parent, 'not', 'yet')
  api = await startApiProcess({
    DATA_DIR: dataDir,
    JWT_SECRET: 'a-secret-set-by-the-operator-of-32-chars-or-more',
    DATABASE_URL: '',
    REDIS_URL: '',
    MAP_TILE_URL: 'off',
    GEOCODER_URL: 'off',
  })
  const health = await fetch(`${api.url}/api/health`)
  expect(health.status).toBe(200)
  expect(existsSync(path.join(dataDir, 'db'))).toBe(true)
}, 180_000)
