import type { TEndpoint } from '@demeure/shared/zod-free'
import * as contract from '@demeure/shared/zod-free'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { operationsOf } from '../../test/fuzz/operation-requests.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/**
 * The endpoint tables of `@demeure/shared` (zod-free) against the routes this app documents. The
 * routes are registered from the tables (`route(app, endpoint, …)`, `route-paths.test.ts`); this
 * holds the tables and the OpenAPI document equal both ways: an endpoint the API lacks, or a
 * documented route the tables lack, fails here. `hiddenRoutes` (sandbox pages, test hooks) are the
 * routes left out of the document.
 */
let t: TTestApp

/** Every `…Endpoints` table the contract exports, so that a new table is checked without a change here. */
const endpoints = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([table, entries]) =>
    Object.entries(entries as Record<string, TEndpoint>).map(([name, endpoint]) => ({
      name: `${table}.${name}`,
      ...endpoint,
    })),
  )

// Building the whole app on a fresh database can take a minute on a loaded machine.
beforeAll(async () => {
  t = await createTestApp()
}, 180_000)

afterAll(async () => {
  await t?.close()
})

it('finds the tables', () => {
  expect(endpoints.length).toBeGreaterThan(90)
})

/** The routes of the app's OpenAPI document (every route the app registers for clients), as `GET /api/x/:id/`. */
function documentedRoutes(): string[] {
  return operationsOf(t.app.swagger() as never).map(
    (operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
  )
}

it('gives every endpoint of the tables a route of the API, with the same method and path', () => {
  const routes = new Set(documentedRoutes())
  const missing = endpoints
    .filter((endpoint) => !routes.has(`${endpoint.method} ${endpoint.path}`))
    .map((endpoint) => `${endpoint.name}: ${endpoint.method} ${endpoint.path}`)
  expect(missing).toEqual([])
})

it('has every documented route in the tables', () => {
  const named = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`))
  const lacking = documentedRoutes().filter((route) => !named.has(route))
  expect(lacking.every((route) => /^[A-Z]+ \/api\//.test(route))).toBe(true)
  expect(lacking).toEqual([])
})

it('names each endpoint once, and leaves the hidden routes out of the document', () => {
  const all = [...endpoints, ...Object.values(contract.hiddenRoutes)].map(
    (endpoint) => `${endpoint.method} ${endpoint.path}`,
  )
  expect(all.filter((route, index) => all.indexOf(route) !== index)).toEqual([])
  const documented = new Set(documentedRoutes())
  const hidden = Object.values(contract.hiddenRoutes).map((endpoint) => `${endpoint.method} ${endpoint.path}`)
  expect(hidden.filter((route) => documented.has(route))).toEqual([])
})
