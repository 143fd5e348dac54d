import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../config.ts'
import { connectPostgres } from '../../../db/client.ts'
import { seedDemoUsers } from '../../../seed/demo-users.ts'
import { DEMO_PASSWORD } from '../../../seed/index.ts'
import { publishListings } from '../../../test/catalogue.ts'
import { throwAwayDatabaseName } from '../../../test/database-templates.ts'
import { createAccounts } from '../../users/index.ts'

const suite = loadConfig()
const serverUrl = suite.testDatabaseUrl
const redisUrl = suite.redisUrl
const serverScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server.ts')
const HOST_EMAIL = 'host@demo.demeure.ca'
const VISIBLE_WITHIN_MS = 1_000

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(statement).finally(() => client.end())
}

/** `npm start`'s server as its own OS process; resolves with its address once it serves. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1]
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}

const isRunnable = Boolean(serverUrl && redisUrl)

describe.skipIf(!isRunnable)(
  'two API processes on one PostgreSQL and Redis (skipped unless TEST_DATABASE_URL and REDIS_URL are set)',
  () => {
    const name = throwAwayDatabaseName()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-two-'))
    const servers: { child: ChildProcess; base: string }[] = []
    let listingId = 0

    beforeAll(async () => {
      await admin(`create database ${name}`)
      const url = new URL(serverUrl as string)
      url.pathname = `/${name}`
      const database = connectPostgres(url.toString())
      await database.migrate()
      await seedDemoUsers(database.db)
      const host = await createAccounts(database.db).findByEmail(HOST_EMAIL)
      // The fixture writes the listing and its search document as the services do.
      const [id] = await publishListings({ database }, host?.id as string, [
        {
          title: 'Two processes loft',
          addressStreet: '4100 Rue Saint-Denis',
          addressPostalCode: 'H2W 2M5',
          latitude: '45.520000',
          longitude: '-73.580000',
          pricePerMonthCents: 150_000,
          publishedAt: new Date(),
        },
      ])
      listingId = id as number
      await database.close()
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl as string,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
      }
      servers.push(...(await Promise.all([startServer(env), startServer(env)])))
    }, 120_000)

    afterAll(async () => {
      await Promise.all(
        servers.map(
          ({ child }) =>
            new Promise((resolve) => {
              child.once('exit', resolve)
              child.kill('SIGTERM')
            }),
        ),
      )
      await admin(`drop database if exists ${name} with (force)`)
      rmSync(dataDir, { recursive: true, force: true })
    }, 60_000)

    const hostToken = async (base: string) => {
      const login = await fetch(`${base}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: HOST_EMAIL, password: DEMO_PASSWORD }),
      })
      return ((await login.json()) as { access: string }).access
    }

    it('shows a write taken by one process in the other process’s search within a second', async () => {
      const [writer, reader] = servers as unknown as [{ base: string }, { base: string }]
      const search = async () =>
        (
          (await (await fetch(`${reader.base}/api/properties/?move_in=2030-06-15`)).json()) as {
            results: { property_id: number }[]
          }
        ).results.map((card) => card.property_id)
      expect(await search()).toContain(listingId)

      const access = await hostToken(writer.base)
      const reserve = await fetch(`${writer.base}/api/availabilities/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          property: listingId,
          start_date: '2030-06-01',
          end_date: '2030-06-30',
          is_available: false,
        }),
      })
      expect(reserve.status).toBe(201)
      const written = performance.now()
      let waited = 0
      while ((await search()).includes(listingId)) {
        waited = performance.now() - written
        expect(waited).toBeLessThan(VISIBLE_WITHIN_MS)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(performance.now() - written).toBeLessThan(VISIBLE_WITHIN_MS)
    }, 30_000)

    it('shows a new price on the card the other process had kept written, within a second', async () => {
      const [writer, reader] = servers as unknown as [{ base: string }, { base: string }]
      const priceOnCard = async () => {
        const page = (await (
          await fetch(`${reader.base}/api/properties/?location=two+processes`)
        ).json()) as {
          results: { property_id: number; price_per_month: string }[]
        }
        return page.results.find((card) => card.property_id === listingId)?.price_per_month
      }
      // Read once, so the reader keeps the card written (engine/slot-bytes-cache.ts).
      expect(await priceOnCard()).toBe('1500.00')
      const form = new FormData()
      form.set('price_per_month', '1650')
      const edit = await fetch(`${writer.base}/api/host-properties/${listingId}/`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await hostToken(writer.base)}` },
        body: form,
      })
      expect(edit.status).toBe(200)
      const written = performance.now()
      while ((await priceOnCard()) !== '1650.00') {
        expect(performance.now() - written).toBeLessThan(VISIBLE_WITHIN_MS)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }, 30_000)
  },
)
