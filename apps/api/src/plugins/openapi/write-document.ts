import { writeFileSync } from 'node:fs'
import { createTestApp } from '../../test/test-app.ts'

/**
 * `tsx write-document.ts <file>`: writes the OpenAPI document the API serves at /api/docs/json, as
 * built by a whole app on a throw-away in-memory database (what `npm test` lints with Redocly).
 */
const file = process.argv[2]
if (!file) throw new Error('usage: write-document.ts <output file>')
const testApp = await createTestApp()
try {
  const response = await testApp.inject({ method: 'GET', url: '/api/docs/json' })
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`)
  writeFileSync(file, JSON.stringify(response.json(), null, 2))
} finally {
  await testApp.close()
}
