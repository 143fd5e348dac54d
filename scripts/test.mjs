#!/usr/bin/env node
// `npm test`: Biome, typecheck, import rules, the OpenAPI document's lint (Redocly), unit tests, the
// component tests again as if it were the next month's first day, the API suite on PGlite (and again
// on PostgreSQL when TEST_DATABASE_URL is set), then Playwright in Chromium.
// Stops at the first failing step and ends with one summary line counting every test that ran.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = path.join(root, 'node_modules/.cache/demeure-test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function countPlaywright(file) {
  if (!existsSync(file)) return
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {}
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  totals.failed += stats.unexpected ?? 0
  totals.skipped += stats.skipped ?? 0
}

function vitest(title, projects, name, env = {}) {
  const file = path.join(reports, `${name}.json`)
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])]
  const ok = run(
    title,
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  )
  countVitest(file)
  return ok
}

/** The next first of a month at 05:30 UTC: 00:30 in Montréal in winter, 01:30 in summer. */
function nextMonthTurn(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 5, 30)).toISOString()
}

function finish(ok) {
  console.log(`\n${ok ? 'All checks passed.' : 'A check failed.'}`)
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(ok ? 0 : 1)
}

const steps = [
  () => run('Biome (lint + format)', 'npx', ['biome', 'check', '.']),
  () => run('Typecheck (every workspace)', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']),
  () =>
    run('Import rules (dependency-cruiser)', 'npx', [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      'apps',
      'packages',
    ]),
  () => run('No cycles between API modules', 'node', ['scripts/module-report.mjs', '--check']),
  () => {
    // The OpenAPI document as the API serves it, linted offline by Redocly's built-in rules (redocly.yaml).
    const file = path.join(reports, 'openapi.json')
    const writer = 'apps/api/src/plugins/openapi/write-document.ts'
    return (
      run('OpenAPI document (from the app)', 'npx', ['tsx', writer, file], { TEST_DB: 'pglite' }) &&
      run('OpenAPI document lint (Redocly)', 'npx', ['redocly', 'lint', file, '--config', 'redocly.yaml'], {
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      })
    )
  },
  () => vitest('Unit and component tests (shared, web)', ['shared', 'web-unit', 'web-components'], 'unit'),
  () => {
    // Calendars turn on the first of a month, and twice a test that passed all month failed CI
    // just after midnight in Montréal on the 1st: every run also tries the next such moment.
    const turn = nextMonthTurn()
    return vitest(`Component tests as if it were ${turn}`, ['web-components'], 'month-turn', {
      DEMEURE_TEST_NOW: turn,
    })
  },
  () => vitest('API tests on embedded PGlite', ['api', 'api-alone'], 'api-pglite', { TEST_DB: 'pglite' }),
  () => {
    if (process.env.TEST_DATABASE_URL) {
      return vitest('API tests on PostgreSQL', ['api', 'api-alone'], 'api-postgres', { TEST_DB: 'postgres' })
    }
    console.log('\n▷ API tests on PostgreSQL skipped: TEST_DATABASE_URL is not set')
    return true
  },
  () => run('Build the web app', 'npm', ['run', 'build', '-w', 'apps/web']),
  () => {
    const file = path.join(reports, 'e2e.json')
    const ok = run(
      'End-to-end tests in Chromium',
      'npx',
      ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    )
    countPlaywright(file)
    return ok
  },
]

for (const step of steps) if (!step()) finish(false)
finish(true)
