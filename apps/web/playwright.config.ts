import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

// E2E_PORT and WEB_DIST_DIR let two runs (e.g. two developers' builds) go side by side.
const PORT = Number(process.env.E2E_PORT ?? 3199)
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')

// A fresh embedded database per run. Workers load this file again; they inherit the variable.
process.env.DEMEURE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'demeure-e2e-'))

/**
 * Specs that must run alone, after every other spec has finished (e2e/support/README.md): the one
 * server is shared, so a spec that moves its clock (POST /api/test/clock/ with advance_days > 0) or
 * compares the whole catalogue's counts with the screen (other specs publish homes meanwhile) would
 * see or disturb the others.
 */
const SOLO_SPECS = ['renting-journey.spec.ts', 'discovery-search.spec.ts', 'discovery-mobile.spec.ts']

const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } }
const mobile = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
}

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  // Every spec makes its own users and listings (e2e/support/fixtures.ts): tests run in any order,
  // two at a time (the machines have two cores; E2E_WORKERS overrides).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Tests also make their own data through the API (some in their bodies): 60 s each, not 30.
  timeout: 60_000,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // 'retain-on-failure' records a trace of every action of every test and keeps only the
    // failures': CPU spent on every passing test, on a 2-core machine where the whole run nears an
    // hour. E2E_TRACE=1 turns it on to debug a failure; its screenshot and error are kept anyway.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: SOLO_SPECS },
    { name: 'mobile', use: mobile, testIgnore: SOLO_SPECS },
    // One after the other, once the parallel projects are done: a clock move reaches every test.
    {
      name: 'desktop-solo',
      use: desktop,
      testMatch: SOLO_SPECS,
      fullyParallel: false,
      workers: 1,
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'mobile-solo',
      use: mobile,
      testMatch: SOLO_SPECS,
      fullyParallel: false,
      workers: 1,
      dependencies: ['desktop-solo'],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.DEMEURE_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The renting journey lives through a stay by moving the server's clock (POST /api/test/clock/).
      TEST_CLOCK_CONTROL: 'true',
      // Every spec's traffic comes from 127.0.0.1: the per-IP limit has its own API test.
      RATE_LIMIT_PER_MINUTE: '100000',
      // The calendar-sync spec serves .ics files from a server of its own on 127.0.0.1.
      CALENDAR_ALLOW_LOOPBACK: 'true',
      // Receipts show the GST and QST included in the service fee once the platform is registered.
      GST_NUMBER: '123456789 RT0001',
      QST_NUMBER: '1234567890 TQ0001',
      // The public tile and geocoding services, made unreachable on purpose (port 9 never answers):
      // the specs see the offline fallbacks whether or not the machine has internet.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9',
      ...(process.env.WEB_DIST_DIR && { WEB_DIST_DIR: process.env.WEB_DIST_DIR }),
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
