import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { sendNotFound } from './errors.ts'

/**
 * Serves the built web app and falls back to its index.html for client-side routes. API paths
 * never fall back: an unknown /api path is a JSON 404.
 */
export const webPlugin = fp<{ distDir: string | undefined }>(async (app, { distDir }) => {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'))
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuild while the server runs is served at once.
      wildcard: true,
      // `/` is the app itself; every other unknown page path falls back to it below.
      index: 'index.html',
      // dist/server holds the server's first-screen renderer, for the API's use only.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); browsers get those.
      preCompressed: true,
      // Our own cache-control below, not the plugin's default `public, max-age=0`.
      cacheControl: false,
      // Hashed assets never change; the HTML must always be fresh.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/')
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    if (!hasWeb || isApi || !wantsPage) return sendNotFound(request, reply)
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
})
