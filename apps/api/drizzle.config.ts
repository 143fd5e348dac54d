import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables (modules/<m>/tables.ts; listings also availability-tables.ts).
  schema: './src/modules/*/*tables.ts',
  out: './src/db/migrations',
})
