import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('system', () => {
  it('GET /api/health answers 200 while the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  it('unknown /api paths get a localized JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api/', '/api/profile/extra']) {
      const response = await t.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toEqual({
        code: 'not_found',
        message: 'Introuvable.',
        detail: "Il n'y a rien à cette adresse.",
      })
    }
  })

  it('sends a strict Content-Security-Policy and a request id on every answer', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-request-id']).toBe('trace-12345678')
    const generated = await t.inject({ method: 'GET', url: '/api/health' })
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('offers the configured tiles only while their server answers, and always allows their host in the CSP', async () => {
    const tileServer = createServer((request, response) => {
      response.writeHead(request.url === '/0/0/0.png' ? 200 : 404, { 'content-type': 'image/png' })
      response.end()
    })
    await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`
    const tiles = await createTestApp({ MAP_TILE_URL: `${origin}/{z}/{x}/{y}.png` })
    try {
      const config = await tiles.inject({ method: 'GET', url: '/api/config/' })
      expect(config.json()).toMatchObject({ map_tile_url: `${origin}/{z}/{x}/{y}.png` })
      expect(String(config.headers['content-security-policy'])).toContain(
        `img-src 'self' data: blob: ${origin}`,
      )
    } finally {
      await tiles.close()
      await new Promise((resolve) => tileServer.close(resolve))
    }
    // The same server gone (as offline): the web app is told to draw its plain map.
    const gone = await createTestApp({ MAP_TILE_URL: `${origin}/{z}/{x}/{y}.png` })
    try {
      expect((await gone.inject({ method: 'GET', url: '/api/config/' })).json().map_tile_url).toBeNull()
    } finally {
      await gone.close()
    }
    const plain = await t.inject({ method: 'GET', url: '/api/config/' })
    expect(plain.json()).toMatchObject({ google_client_id: null, map_tile_url: null })
  })

  it('starts with OpenStreetMap tiles and Nominatim by default; `off` or another URL changes each', () => {
    const defaults = loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32) })
    expect(defaults.mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(defaults.mapTiles.attribution).toContain('OpenStreetMap')
    expect(defaults.geocoder.url).toBe('https://nominatim.openstreetmap.org')
    const off = loadConfig({
      DATA_DIR: tmpdir(),
      JWT_SECRET: 'x'.repeat(32),
      MAP_TILE_URL: 'off',
      GEOCODER_URL: 'off',
    })
    expect(off.mapTiles.url).toBeUndefined()
    expect(off.geocoder.url).toBeUndefined()
    const elsewhere = loadConfig({
      DATA_DIR: tmpdir(),
      JWT_SECRET: 'x'.repeat(32),
      GEOCODER_URL: 'https://geo.example.org/',
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    })
    expect(elsewhere.geocoder.url).toBe('https://geo.example.org')
    expect(elsewhere.mapTiles.url).toBe('https://tiles.example.org/{z}/{x}/{y}.png')
    expect(() => loadConfig({ DATA_DIR: tmpdir(), GEOCODER_URL: 'not a url' })).toThrow()
  })

  it('serves the OpenAPI document and its docs UI at /api/docs', async () => {
    const json = await t.inject({ method: 'GET', url: '/api/docs/json' })
    expect(json.statusCode).toBe(200)
    const paths = Object.keys(json.json().paths)
    for (const expected of ['/api/register/', '/api/login/', '/api/profile/', '/api/token/refresh/']) {
      expect(paths).toContain(expected)
    }
    const ui = await t.inject({ method: 'GET', url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.body).toContain('swagger')
  })
})

describe('global rate limit', () => {
  it('answers 429 with a localized message past the per-minute ceiling', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' })
    try {
      const statuses: number[] = []
      let last = await limited.inject({
        method: 'GET',
        url: '/api/config/',
        headers: { 'accept-language': 'fr' },
      })
      statuses.push(last.statusCode)
      for (let i = 0; i < 3; i += 1) {
        last = await limited.inject({
          method: 'GET',
          url: '/api/config/',
          headers: { 'accept-language': 'fr' },
        })
        statuses.push(last.statusCode)
      }
      expect(statuses).toEqual([200, 200, 200, 429])
      expect(last.json()).toMatchObject({
        code: 'rate_limited',
        message: 'Trop de tentatives. Attendez une minute, puis réessayez.',
      })
      // The health check stays reachable for load balancers.
      expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

describe('web app serving', () => {
  it('serves the built app, falls back to index.html for client routes, never for /api', async () => {
    const dist = path.join(t.dataDir, 'web-dist')
    mkdirSync(path.join(dist, 'assets'), { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Demeure</title>')
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'))
    const web = await createTestApp({ WEB_DIST_DIR: dist })
    try {
      for (const url of ['/', '/?location=montreal&type=suite']) {
        const home = await web.inject({ method: 'GET', url })
        expect(home.statusCode, url).toBe(200)
        // The home page has a head of its own (modules/pages); still the app's HTML.
        expect(home.body).toContain('<title>Demeure · ')
        expect(home.headers['cache-control']).toBe('no-cache')
      }
      const page = await web.inject({ method: 'GET', url: '/user-panel/profile' })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<title>Demeure</title>')
      expect(page.headers['cache-control']).toBe('no-cache')
      const asset = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' })
      expect(asset.headers['cache-control']).toContain('immutable')
      expect(asset.body).toBe('console.log(1)')
      const compressed = await web.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      })
      expect(compressed.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)')
      const api = await web.inject({ method: 'GET', url: '/api/unknown' })
      expect(api.statusCode).toBe(404)
      expect(api.json().code).toBe('not_found')
    } finally {
      await web.close()
    }
  })
})

describe('when the database is gone', () => {
  it('health answers 503 without leaking the error', async () => {
    const broken = await createTestApp()
    await broken.database.close()
    const response = await broken.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: 'The service is temporarily unavailable.',
      detail: 'Please try again in a moment.',
    })
    await broken.app.close()
  })
})
