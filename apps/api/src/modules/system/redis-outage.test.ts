import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TConfig } from '../../config.ts'
import { bearer, PASSWORD } from '../../test/accounts.ts'
import { openLiveStream } from '../../test/live-stream.ts'
import {
  httpInject,
  remoteApp,
  sharedSecret,
  startApiProcess,
  type TApiProcess,
} from '../../test/processes.ts'
import { createScratchDatabase, realServices, type TScratch } from '../../test/scratch-database.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { startTcpProxy, type TProxyMode, type TTcpProxy } from '../../test/tcp-proxy.ts'

/**
 * Redis gone while two real API processes run: both reach the machine's Redis through a TCP proxy
 * of this test, which resets every connection, then black-holes them. The API keeps serving
 * (README, "Production": rate limits counted per process, failed logins counted per process, live events only
 * to readers on the publishing process) and live events cross processes again once Redis is back.
 */
const services = realServices()

type TAttempt = { what: string; status: number; ms: number }

describe.skipIf(services.isMissing)(`Redis outage with two real processes (${services.reason})`, () => {
  let scratch: TScratch
  let proxy: TTcpProxy
  let a: TApiProcess
  let b: TApiProcess

  beforeAll(async () => {
    scratch = await createScratchDatabase(services.serverUrl, 'redis')
    const target = new URL(services.redisUrl)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })
    const throughProxy = new URL(services.redisUrl)
    throughProxy.hostname = '127.0.0.1'
    throughProxy.port = String(proxy.port)
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: throughProxy.toString(),
      DATA_DIR: scratch.dataDir,
      JWT_SECRET: sharedSecret(),
    }
    ;[a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)])
  }, 120_000)

  afterAll(async () => {
    for (const process of [a, b]) process?.stop('SIGKILL')
    await Promise.all([a?.exited, b?.exited])
    await proxy?.close()
    await scratch?.drop()
  }, 60_000)

  it('serves without Redis (no 5xx, no hang), keeps live events within a process, and crosses processes again when Redis returns', async () => {
    const t = remoteApp(a.url, {
      database: scratch.database,
      dataDir: scratch.dataDir,
      config: { publicUrl: a.url } as TConfig,
    })
    const { host, renter, listingId } = await hostListingAndRenter(t)
    const started = await httpInject(a.url, {
      method: 'POST',
      url: '/api/conversations/',
      headers: bearer(renter.access),
      payload: { property: listingId, message: 'Before the cut' },
    })
    const conversation = started.json().id as number
    const post = (on: TApiProcess, body: string) =>
      httpInject(on.url, {
        method: 'POST',
        url: `/api/conversations/${conversation}/messages/`,
        headers: bearer(renter.access),
        payload: { body },
      })
    const hostOnA = await openLiveStream(a.url, host.access)
    const hostOnB = await openLiveStream(b.url, host.access)
    // Both processes are subscribed: a message posted on A reaches the host's tab on B.
    let isCrossing = false
    for (let n = 0; n < 20 && !isCrossing; n++) {
      expect((await post(a, `Warm-up ${n}`)).statusCode).toBe(201)
      isCrossing = await hostOnB.waitFor(`Warm-up ${n}`, 1000)
    }
    if (!isCrossing)
      console.log(
        `A: ${a.output()}\nB: ${b.output()}\nA stream heard warm-up 0: ${await hostOnA.waitFor('Warm-up 0', 100)}`,
      )
    expect(isCrossing).toBe(true)

    const attempts: TAttempt[] = []
    const timed = async (what: string, send: () => ReturnType<typeof httpInject>) => {
      const start = Date.now()
      const response = await send()
      attempts.push({ what, status: response.statusCode, ms: Date.now() - start })
      return response
    }
    const recoveries: Record<string, number> = {}
    const localDuringCut: Record<string, boolean> = {}
    for (const cut of ['reset', 'blackhole'] as TProxyMode[]) {
      proxy.setMode(cut)
      const until = Date.now() + 4000
      let n = 0
      while (Date.now() < until) {
        n += 1
        const on = n % 2 ? a : b
        await Promise.all([
          timed('read', () =>
            httpInject(on.url, { method: 'GET', url: '/api/notifications/', headers: bearer(renter.access) }),
          ),
          timed('message', () => post(on, `${cut} message ${n}`)),
          timed('failed login', () =>
            httpInject(on.url, {
              method: 'POST',
              url: '/api/login/',
              payload: { email: renter.account.email, password: `${PASSWORD}-wrong` },
            }),
          ),
          timed('login', () =>
            httpInject(on.url, {
              method: 'POST',
              url: '/api/login/',
              payload: { email: host.account.email, password: PASSWORD },
            }),
          ),
        ])
      }
      // A reader on the process that published hears it without Redis.
      expect((await post(a, `Local during ${cut}`)).statusCode).toBe(201)
      localDuringCut[cut] = await hostOnA.waitFor(`Local during ${cut}`, 2000)

      proxy.setMode('open')
      const reopened = Date.now()
      let isBack = false
      for (let m = 0; !isBack && Date.now() - reopened < 30_000; m++) {
        await post(a, `After ${cut} ${m}`)
        isBack = await hostOnB.waitFor(`After ${cut} ${m}`, 500)
      }
      recoveries[cut] = isBack ? Date.now() - reopened : Number.POSITIVE_INFINITY
    }
    await hostOnA.close()
    await hostOnB.close()

    const statuses = new Map<string, number>()
    for (const attempt of attempts) {
      const key = `${attempt.what} ${attempt.status}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
    }
    const slowest = Math.max(...attempts.map((attempt) => attempt.ms))
    console.log(
      `Redis outage: ${attempts.length} requests during the cuts, ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `slowest ${slowest} ms; live events within a process during the cuts: ${JSON.stringify(localDuringCut)}; ` +
        `across processes again ${recoveries.reset} ms after the reset, ${recoveries.blackhole} ms after the black hole`,
    )
    expect(attempts.filter((attempt) => attempt.status >= 500)).toEqual([])
    expect(attempts.filter((attempt) => attempt.what === 'message' && attempt.status !== 201)).toEqual([])
    expect(attempts.filter((attempt) => attempt.what === 'login' && attempt.status !== 200)).toEqual([])
    // Failed logins are still refused (401), and still counted: past the per-minute allowance, 429.
    expect(
      attempts.filter((attempt) => attempt.what === 'failed login' && ![401, 429].includes(attempt.status)),
    ).toEqual([])
    expect(attempts.filter((attempt) => attempt.ms > 5000)).toEqual([])
    expect(localDuringCut).toEqual({ reset: true, blackhole: true })
    expect(recoveries.reset).toBeLessThan(15_000)
    expect(recoveries.blackhole).toBeLessThan(15_000)
  }, 150_000)
})
