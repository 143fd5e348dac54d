import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedSecret } from '../../test/processes.ts'
import { createScratchDatabase, realServices, type TScratch } from '../../test/scratch-database.ts'

/**
 * `WORKERS=2 npm start` as the README documents it (scripts/start.mjs → server.ts, node:cluster)
 * on the machine's PostgreSQL and Redis. Which process served a request is read from the
 * request log lines (pino writes each process's pid), so the API itself tells no one its pids.
 */
const services = realServices()
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe.skipIf(services.isMissing)(`cluster mode: WORKERS=2 npm start (${services.reason})`, () => {
  let scratch: TScratch
  let webDir: string
  let start: ChildProcess
  let url: string
  let output = ''
  let exited: Promise<number | null>

  beforeAll(async () => {
    scratch = await createScratchDatabase(services.serverUrl, 'cluster')
    webDir = mkdtempSync(path.join(tmpdir(), 'demeure-cluster-web-'))
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Demeure</title>')
    const port = await freePort()
    start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: scratch.url,
        REDIS_URL: services.redisUrl,
        DATA_DIR: scratch.dataDir,
        WEB_DIST_DIR: webDir,
        JWT_SECRET: sharedSecret(),
        NODE_ENV: 'production',
        // Every request's log line carries the pid of the process that served it.
        LOG_LEVEL: 'info',
        MAP_TILE_URL: 'off',
        GEOCODER_URL: 'off',
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the test can always end the whole tree (start.mjs, tsx, primary, workers).
      detached: true,
    })
    exited = new Promise((resolve) => start.on('exit', (code) => resolve(code)))
    url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (/running at http:\/\/localhost:\d+ \(2 API processes\)/.test(output))
          resolve(`http://127.0.0.1:${port}`)
      }
      start.stdout?.on('data', read)
      start.stderr?.on('data', read)
      start.on('exit', (code) => reject(new Error(`npm start ended (${code}) before serving:\n${output}`)))
    })
  }, 180_000)

  afterAll(async () => {
    if (start?.exitCode === null) {
      process.kill(-(start.pid as number), 'SIGKILL')
      await exited
    }
    await scratch?.drop()
    if (webDir) rmSync(webDir, { recursive: true, force: true })
  }, 60_000)

  /** Requests that got no answer (only right after a SIGKILL: what the killed process held). */
  let unanswered = 0

  /** The pid that served each of `count` fresh requests, from the log lines they left. */
  const servedBy = async (label: string, count: number) => {
    const pids = new Set<number>()
    const answered: number[] = []
    for (let n = 0; n < count; n++) {
      // A new connection each time: node:cluster hands each connection to one process, in turn.
      const response = await fetch(`${url}/api/health?probe=${label}-${n}`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined)
      if (response) {
        expect(response.status).toBe(200)
        answered.push(n)
      } else unanswered += 1
    }
    // Only answered requests left a log line (a lost one's process died before writing it).
    const deadline = Date.now() + 10_000
    for (const n of answered) {
      let pid: number | undefined
      while (pid === undefined && Date.now() < deadline) {
        const line = output.split('\n').find((entry) => entry.includes(`probe=${label}-${n}"`))
        pid = line ? (JSON.parse(line) as { pid: number }).pid : undefined
        if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      if (pid !== undefined) pids.add(pid)
    }
    return pids
  }

  it('both processes serve, a killed one is replaced, and SIGTERM drains and exits within 10 s', async () => {
    const first = await servedBy('first', 12)
    if (first.size !== 2)
      console.log(
        output
          .split('\n')
          .filter((line) => !line.includes('"level":30'))
          .join('\n'),
      )
    expect(first.size).toBe(2)

    const [victim] = [...first] as [number]
    const killedAt = Date.now()
    process.kill(victim, 'SIGKILL')
    // The primary forks a replacement; requests keep being served meanwhile.
    let replaced = new Set<number>()
    const deadline = Date.now() + 90_000
    for (let round = 0; Date.now() < deadline; round++) {
      replaced = await servedBy(`after-kill-${round}`, 6)
      if ([...replaced].some((pid) => !first.has(pid))) break
    }
    const replacedMs = Date.now() - killedAt
    expect(replaced.has(victim)).toBe(false)
    if (![...replaced].some((pid) => !first.has(pid)))
      console.log(
        output
          .split('\n')
          .filter((line) => !line.includes('"level":30'))
          .join('\n'),
      )
    expect([...replaced].some((pid) => !first.has(pid))).toBe(true)
    expect(output).toContain(`API process ${victim} ended (SIGKILL); starting another`)

    // SIGTERM under load: the requests in flight finish, none gets a 5xx, everything exits.
    const workers = new Set([...first, ...replaced].filter((pid) => pid !== victim))
    const statuses: number[] = []
    let refused = 0
    let isLoading = true
    const client = async () => {
      while (isLoading) {
        try {
          statuses.push((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(15_000) })).status)
        } catch {
          // Once the listeners closed, new connections are refused: a load balancer's job.
          refused += 1
          return
        }
      }
    }
    const clients = Array.from({ length: 10 }, client)
    while (statuses.length < 50 && refused === 0) await new Promise((resolve) => setTimeout(resolve, 20))
    const stoppedAt = Date.now()
    start.kill('SIGTERM')
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000)),
    ])
    const tookMs = Date.now() - stoppedAt
    isLoading = false
    await Promise.all(clients)
    const serverErrors = statuses.filter((status) => status >= 500).length
    console.log(
      `cluster: 2 workers served (${[...first].join(', ')}); killed ${victim}, replaced by ${[...replaced].filter((pid) => !first.has(pid)).join(', ')} serving ${replacedMs} ms after; ` +
        `${unanswered} request(s) lost with the killed process; SIGTERM under load: ${statuses.length} answered, ${serverErrors} 5xx, ${refused} refused connections, exit ${code} after ${tookMs} ms`,
    )
    if (tookMs >= 10_000)
      console.log(
        output
          .split('\n')
          .filter((line) => !line.includes('request completed'))
          .join('\n'),
      )
    expect(serverErrors).toBe(0)
    expect(code).toBe(0)
    expect(tookMs).toBeLessThan(10_000)
    expect([...workers].filter(isAlive)).toEqual([])
  }, 200_000)
})
