// `npm run bench`: start the real app on a fresh embedded database (or the PostgreSQL of
// TEST_DATABASE_URL) and load the account endpoints from this machine. Numbers go here, never in tests.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { connectPglite, connectPostgres } from '../src/db/client.ts'

const DURATION_SECONDS = 5
const dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-bench-'))
const suite = loadConfig()
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_ATTEMPTS_PER_MINUTE: '100000000',
})
const database = suite.testDatabaseUrl ? connectPostgres(suite.testDatabaseUrl) : connectPglite()
await database.migrate()
const app = await buildApp({ config, database })
await app.listen({ host: '127.0.0.1', port: 0 })
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

const account = {
  username: `bench_${Date.now()}`,
  email: `bench.${Date.now()}@example.com`,
  password: 'bench-password',
  first_name: 'Bench',
  last_name: 'Mark',
  phone: '',
}
const json = { 'content-type': 'application/json' }
await fetch(`${base}/api/register/`, { method: 'POST', headers: json, body: JSON.stringify(account) })
const login = await fetch(`${base}/api/login/`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: account.email, password: account.password }),
})
const { access } = (await login.json()) as { access: string }

const scenarios: { name: string; options: autocannon.Options }[] = [
  { name: 'GET /api/health', options: { url: `${base}/api/health` } },
  { name: 'GET /api/config/', options: { url: `${base}/api/config/` } },
  {
    name: 'GET /api/profile/ (bearer)',
    options: { url: `${base}/api/profile/`, headers: { authorization: `Bearer ${access}` } },
  },
  {
    name: 'POST /api/login/ (argon2id)',
    options: {
      url: `${base}/api/login/`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: account.email, password: account.password }),
    },
  },
]

console.log(`Database: ${database.kind}; ${DURATION_SECONDS}s per scenario, 10 connections\n`)
console.log(
  'scenario'.padEnd(32),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
)
for (const scenario of scenarios) {
  const result = await autocannon({ ...scenario.options, connections: 10, duration: DURATION_SECONDS })
  const errors = result.errors + result.non2xx
  console.log(
    scenario.name.padEnd(32),
    result.requests.average.toFixed(0).padStart(9),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(errors).padStart(7),
  )
}

await app.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })
