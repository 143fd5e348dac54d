import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../app.ts'
import { loadConfig, type TConfig } from '../config.ts'
import type { TDatabase } from '../db/client.ts'
import { createTestClock, type TMovableClock } from '../lib/clock.ts'
import { openClocks } from './open-clocks.ts'
import { createTestDatabase } from './test-database.ts'

export type TTestApp = {
  app: FastifyInstance
  config: TConfig
  database: TDatabase
  clock: TMovableClock
  dataDir: string
  redisPrefix: string
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>
  close: () => Promise<void>
}

/** The settings the suite runs with (database target, Redis) — read once, through config.ts. */
const suite = loadConfig()

/**
 * A whole app on a fresh database and data folder, as `npm start` would build it, with a clock the
 * test can move. Redis is used when REDIS_URL is set, under a prefix of its own.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-test-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REDIS_URL: suite.redisUrl,
    RATE_LIMIT_PER_MINUTE: '10000',
    // Tests never reach the public map and geocoding services; a test points them at a local fake.
    MAP_TILE_URL: 'off',
    GEOCODER_URL: 'off',
    ...env,
  })
  const database = await createTestDatabase(suite.testDatabase, suite.testDatabaseUrl)
  const clock = createTestClock()
  openClocks.add(clock)
  const redisPrefix = `test:${randomBytes(6).toString('hex')}:`
  const app = await buildApp({ config, database, clock, redisPrefix, startScheduler: false })
  await app.ready()
  return {
    app,
    config,
    database,
    clock,
    dataDir,
    redisPrefix,
    // E-mails are jobs run by workers; a test sees them as soon as the request has answered. (A
    // test that broke the database on purpose only gets its response: no job can be claimed.)
    async inject(options) {
      const response = await app.inject(options)
      if (response.statusCode !== 503) await app.jobs.runDue(false)
      return response
    },
    async close() {
      openClocks.delete(clock)
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
