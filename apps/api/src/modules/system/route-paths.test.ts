import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

/**
 * Every API route is registered from the contract's endpoint tables (`route(app, endpoint, …)` of
 * `lib/endpoint-route.ts`, decision 029), so no module spells an HTTP method and an `/api/` path
 * itself: a path written here could drift from the one the web calls.
 */
const modules = path.resolve(import.meta.dirname, '..')

/** Routes outside `/api/`, which are not endpoints of the contract: the server's pages and public files. */
const NON_API_ROUTE_FILES = ['pages/routes.ts', 'media/routes.ts']

const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(path.join(modules, file), 'utf8'),
  }))

/** A call of Fastify's own route methods on the app, e.g. `app.get(` or `app.post<{ … }>(`. */
const OWN_ROUTE_CALL = /\bapp\.(get|post|put|patch|delete|head|options|all|route)\s*(<[^()]*>)?\(/g
/** A string or template literal that starts with an API path. */
const API_PATH_LITERAL = /['"`]\/api\//g
/**
 * An `/api/` path inside a string or template literal: at its start, or right after an interpolated
 * origin (`${publicUrl}/api/…`). Prose in comments and descriptions ("GET /api/…") does not match.
 */
const API_PATH_IN_LITERAL = /['"`}]\/api\//g

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

function matchesOf(pattern: RegExp, files: typeof sources): string[] {
  return files.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((match) => `${file}:${lineOf(text, match.index)}: ${match[0]}`),
  )
}

/** The files that register routes: a module's `routes.ts`, or any file that calls `route(app, …)` or the app's own. */
const routeFiles = sources.filter(
  ({ file, text }) =>
    file.endsWith('/routes.ts') || /\broute\(\s*app\b/.test(text) || new RegExp(OWN_ROUTE_CALL).test(text),
)

it('finds the route files', () => {
  expect(routeFiles.length).toBeGreaterThan(30)
})

it('registers no route with a method and path of its own, but the pages and public files outside /api/', () => {
  const own = matchesOf(
    OWN_ROUTE_CALL,
    sources.filter(({ file }) => !NON_API_ROUTE_FILES.includes(file)),
  )
  expect(own).toEqual([])
})

it('spells no /api/ path in a route file (paths come from the endpoint tables)', () => {
  expect(matchesOf(API_PATH_LITERAL, routeFiles)).toEqual([])
})

it('spells no /api/ path in any module file: links sent out are filled from the endpoint tables too', () => {
  // Signed file links, sandbox pages, unsubscribe and calendar links, page preloads: `fillPath(…)` of
  // their endpoint, and API_PATH_PREFIX for the API as a whole (decision 029).
  expect(matchesOf(API_PATH_IN_LITERAL, sources)).toEqual([])
})
