import cluster from 'node:cluster'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type TConfig } from './config.ts'
import { openDatabase } from './db/open.ts'
import { createStorage } from './plugins/storage/index.ts'
import { DEMO_PASSWORD, DEMO_USERS, seedDemo, shouldSeed } from './seed/index.ts'

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist')

/** Migrations (and the first run's demo data) happen once, before any process serves. */
async function prepareDatabase(config: TConfig) {
  const database = openDatabase(config)
  await database.migrate()
  const storage = createStorage(config.storage)
  const isSeeding = await shouldSeed(database, config.seedDemo)
  if (isSeeding) {
    console.log('Adding demo data (first run only)…')
    await seedDemo(database, storage)
  }
  return { database, storage, isSeeding }
}

function banner(config: TConfig, port: number, kind: 'pglite' | 'postgres', isSeeding: boolean) {
  const url = `http://localhost:${port}`
  const lines = [
    '',
    `  Demeure is running at ${url}${config.workers > 1 ? ` (${config.workers} API processes)` : ''}`,
    `  API docs: ${url}/api/docs`,
    `  Database: ${kind === 'pglite' ? `embedded (${path.join(config.dataDir, 'db')})` : 'PostgreSQL'}`,
  ]
  if (isSeeding || kind === 'pglite') {
    lines.push('', `  Demo logins (password: ${DEMO_PASSWORD}):`)
    for (const user of DEMO_USERS) lines.push(`    ${user.userType.padEnd(8)} ${user.email}`)
  }
  lines.push('', '  Press Ctrl-C to stop.', '')
  console.log(lines.join('\n'))
}

/** One API process: serves until SIGTERM/SIGINT, then finishes its open requests and jobs and exits. */
async function serve(config: TConfig, prepared?: Awaited<ReturnType<typeof prepareDatabase>>) {
  const database = prepared?.database ?? openDatabase(config)
  const app = await buildApp({
    config: { ...config, webDistDir: config.webDistDir ?? WEB_DIST },
    database,
    storage: prepared?.storage ?? createStorage(config.storage),
  })

  let isClosing = false
  const shutdown = async (signal: string) => {
    if (isClosing) return
    isClosing = true
    app.log.info(`${signal} received: finishing open requests, then closing`)
    // Past the grace period the process exits anyway (an orchestrator kills it soon after).
    const forceExit = setTimeout(() => process.exit(1), config.shutdownGraceMs + 1500)
    forceExit.unref()
    // Not ready any more (load balancers stop sending), then stop listening and drain.
    app.markDraining()
    const closingAt = Date.now()
    await app.close()
    await database.close()
    app.log.info(`closed in ${Date.now() - closingAt} ms`)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.host, port: config.port })
  return { app, database }
}

/**
 * `WORKERS=N npm start`: the primary migrates once, then forks N API processes sharing the port
 * (node:cluster hands each new connection to one of them). A process that dies is replaced;
 * SIGTERM is passed to every process, each finishing its open requests.
 */
async function runCluster(config: TConfig) {
  if (!config.databaseUrl) {
    throw new ConfigError('WORKERS > 1 needs DATABASE_URL: the embedded database serves one process only.')
  }
  const prepared = await prepareDatabase(config)
  await prepared.database.close()
  let isStopping = false
  let ready = 0
  const fork = () =>
    cluster.fork().on('listening', () => {
      ready += 1
      if (ready === config.workers) banner(config, config.port, 'postgres', prepared.isSeeding)
    })
  for (let i = 0; i < config.workers; i++) fork()
  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`)
    fork()
  })
  const stop = () => {
    if (isStopping) return
    isStopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 3000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

async function main() {
  const config = loadConfig()
  // The embedded database, uploads and outbox live under it: a fresh machine may not have it yet.
  mkdirSync(config.dataDir, { recursive: true })
  if (cluster.isWorker) {
    await serve(config)
    return
  }
  if (config.workers > 1) {
    await runCluster(config)
    return
  }
  const prepared = await prepareDatabase(config)
  const { app, database } = await serve(config, prepared)
  banner(config, (app.server.address() as { port: number }).port, database.kind, prepared.isSeeding)
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
