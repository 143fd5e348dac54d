import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/open.ts'
import { DEMO_PASSWORD, DEMO_USERS, seedDemo, shouldSeed } from './db/seed/index.ts'
import { createStorage } from './plugins/storage/index.ts'

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist')

async function main() {
  const config = loadConfig()
  const database = openDatabase(config)
  await database.migrate()
  const storage = createStorage(config.storage)
  const isSeeding = await shouldSeed(database, config.seedDemo)
  if (isSeeding) {
    console.log('Adding demo data (first run only)…')
    await seedDemo(database, storage)
  }

  const app = await buildApp({
    config: { ...config, webDistDir: config.webDistDir ?? WEB_DIST },
    database,
    storage,
  })

  let isClosing = false
  const shutdown = async (signal: string) => {
    if (isClosing) return
    isClosing = true
    app.log.info(`${signal} received: finishing open requests, then closing`)
    const forceExit = setTimeout(() => process.exit(1), 10_000)
    forceExit.unref()
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.host, port: config.port })
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`
  const lines = [
    '',
    `  Demeure is running at ${url}`,
    `  API docs: ${url}/api/docs`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${path.join(config.dataDir, 'db')})` : 'PostgreSQL'}`,
  ]
  if (isSeeding || database.kind === 'pglite') {
    lines.push('', `  Demo logins (password: ${DEMO_PASSWORD}):`)
    for (const user of DEMO_USERS) lines.push(`    ${user.userType.padEnd(8)} ${user.email}`)
  }
  lines.push('', '  Press Ctrl-C to stop.', '')
  console.log(lines.join('\n'))
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
