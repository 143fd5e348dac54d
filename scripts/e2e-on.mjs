#!/usr/bin/env node
// `npm run test:e2e:on -- 2026-12-01T05:55:00Z [playwright arguments]`: the end-to-end tests as if
// it were that moment, to try the days calendars turn on (a month's first just after midnight in
// Montréal, a year's end, 29 February) on any day. Every Node process of the run loads
// scripts/test-now.mjs, which shifts Date by one offset fixed here; the browser's clock is set to the
// same moment by the specs' fixtures (apps/web/e2e/support/fixtures.ts). See docs/architecture.md.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const [moment, ...playwrightArgs] = process.argv.slice(2)
if (!moment || Number.isNaN(Date.parse(moment))) {
  console.error(
    'Usage: npm run test:e2e:on -- <ISO moment, e.g. 2026-12-01T05:55:00Z> [playwright arguments]',
  )
  process.exit(2)
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const shift = pathToFileURL(path.join(root, 'scripts/test-now.mjs')).href
const run = spawn('npm', ['run', 'test:e2e', '--', ...playwrightArgs], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DEMEURE_TEST_NOW: moment,
    DEMEURE_TEST_NOW_FROM: String(Date.now()),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${shift}`.trim(),
  },
})
run.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
