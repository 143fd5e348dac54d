import { defineConfig } from 'vitest/config'

/** One config, three projects: `npm run test:unit` (shared + web) and `npm run test:api`. */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'web-unit', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Each file boots its own app on a fresh database; PGlite start-up dominates, so allow it.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
        },
      },
    ],
  },
})
