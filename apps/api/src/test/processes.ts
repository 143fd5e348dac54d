import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { createTestClock } from '../lib/clock.ts'
import type { TTestApp } from './test-app.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

export type TApiProcess = {
  url: string
  child: ChildProcess
  /** Resolves when the process has exited: its code and how long after `stop` it took. */
  exited: Promise<{ code: number | null; signal: string | null }>
  stop(signal?: NodeJS.Signals): void
  /** Everything the process printed (its warn/error log lines). */
  output(): string
}

/** A real API server (`apps/api/src/server.ts`) as its own OS process, on an ephemeral port. */
export async function startApiProcess(env: Record<string, string>): Promise<TApiProcess> {
  // `node --import tsx` rather than the tsx wrapper: signals reach the server itself, and its exit
  // code is the one the test sees.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${output}`)), 150_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/localhost:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1].replace('localhost', '127.0.0.1'))
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', () => reject(new Error(`API process exited:\n${output}`)))
  })
  return { url, child, exited, stop: (signal = 'SIGTERM') => child.kill(signal), output: () => output }
}

/** A shared JWT secret, so a token from one process is valid on every other. */
export const sharedSecret = () => randomBytes(32).toString('hex')

/**
 * A TTestApp whose `inject` speaks HTTP to a running process: the suite's helpers (sign-up, listings,
 * bookings) then work unchanged against real processes.
 */
export function remoteApp(url: string, base: Pick<TTestApp, 'database' | 'dataDir' | 'config'>): TTestApp {
  return {
    ...base,
    // No app in this process: helpers that reach into one (e.g. publishListings) must skip it.
    app: undefined as never,
    clock: createTestClock(),
    redisPrefix: '',
    close: async () => {},
    inject: (options) => httpInject(url, options),
  } as TTestApp
}

export async function httpInject(url: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const headers = new Headers(options.headers as Record<string, string>)
  let body: RequestInit['body']
  if (options.payload instanceof FormData) body = options.payload
  else if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload))
    body = options.payload as string
  else if (options.payload !== undefined) {
    body = JSON.stringify(options.payload)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  }
  const response = await fetch(`${url}${options.url}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
    // A hang, not speed: a hostile PDF drawn by a real process took over 30 s at load 13.
    signal: AbortSignal.timeout(60_000),
  })
  const text = await response.text()
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';')
    const [name = '', ...value] = pair.split('=')
    return { name, value: value.join('=') }
  })
  return {
    statusCode: response.status,
    body: text,
    headers: Object.fromEntries(response.headers.entries()),
    cookies,
    json: () => JSON.parse(text),
  } as unknown as LightMyRequestResponse
}
