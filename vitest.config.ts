import { defineConfig } from 'vitest/config'
import { catalogueParts } from './apps/web/vite-plugins/catalogue-parts.ts'

/**
 * One config, four projects: `npm run test:unit` (shared, web-unit, web-components) and
 * `npm run test:api`. Web logic tests are `*.test.ts` in Node; component tests are `*.test.tsx`,
 * rendered in happy-dom with the real catalogues (apps/web/src/test/).
 */
/** The API suite's settings, shared by its two projects. */
const apiTests = {
  include: ['apps/api/src/**/*.test.ts'],
  environment: 'node',
  // Each file boots its own app on a fresh database; PGlite start-up dominates, so allow it.
  // A test that boots apps itself (test-clock, status-check) took 25-30 s each at load 13:
  // the budgets are for a hang, not for speed (speed is measured by `npm run bench`).
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // Each test leaves its app's clock where it found it (apps/api/src/test/setup-clocks.ts).
  setupFiles: ['apps/api/src/test/setup-clocks.ts'],
} as const

/**
 * API tests that hold a real process to a time budget of its own and so must not share the CPU with
 * another test file: ten worst-case photos must each get a decode turn within the queue's 20 s
 * (lib/images.ts); beside another file decoding large images, two of ten got the 503 instead.
 */
const API_ALONE = ['apps/api/src/modules/system/decode-memory.test.ts']

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The app loads its catalogue in parts cut at build time (virtual:catalogue/…).
        plugins: [catalogueParts()],
        test: { name: 'web-unit', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [catalogueParts()],
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-components.ts'],
          // A user's whole path through a form (typing, a calendar, a local HTTP server) takes a while on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          ...apiTests,
          name: 'api',
          exclude: API_ALONE,
          // Migrates once per run; each file's database starts from that template.
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          fileParallelism: true,
          // Vitest keeps a core free by default; here a file mostly waits on its own embedded database,
          // so two files at a time use both of this machine's cores (the run took 19 min with one).
          maxWorkers: 2,
        },
      },
      {
        // After the others, one file at a time: these measure a real process's own budget.
        test: {
          ...apiTests,
          name: 'api-alone',
          include: API_ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
