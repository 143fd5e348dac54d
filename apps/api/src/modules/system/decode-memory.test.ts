import { readFileSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../seed/demo-users.ts'
import { bearer } from '../../test/accounts.ts'
import { multipart, sampleJpeg, sixteenBitPng } from '../../test/files.ts'
import { createListing } from '../../test/listings.ts'
import { prepareProcessDatabase } from '../../test/process-database.ts'
import { remoteApp, sharedSecret, startApiProcess, type TApiProcess } from '../../test/processes.ts'

/**
 * Ten simultaneous worst-case photos on one real API process: the largest images the decode caps
 * of lib/images.ts accept (16-bit RGBA PNGs at the decoded-bytes budget, turned by their EXIF, which
 * makes the decoder hold the whole image). The process's peak resident memory above its idle
 * level stays under the ceiling README states, and /api/health answers all along.
 */
const CEILING_MB = 500

const statusOf = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8')
const megabytes = (status: string, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024

/** Resets the process's peak (VmHWM) to its current size, where the kernel allows it (Linux ≥ 4.0). */
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
  } catch {
    // Without it the peak since start-up stands; the sampled VmRSS still catches the burst.
  }
}

let server: TApiProcess
let database: Awaited<ReturnType<typeof prepareProcessDatabase>>

beforeAll(async () => {
  database = await prepareProcessDatabase('decode')
  server = await startApiProcess({
    ...database.env,
    JWT_SECRET: sharedSecret(),
    MAP_TILE_URL: 'off',
    GEOCODER_URL: 'off',
  })
}, 180_000)

afterAll(async () => {
  server?.stop('SIGKILL')
  await server?.exited
  await database?.drop()
}, 60_000)

describe('decoding uploads in one real process', () => {
  it('keeps ten simultaneous worst-case photos under the memory ceiling, and health answers', async () => {
    const pid = server.child.pid as number
    const t = remoteApp(server.url, { database: undefined as never, dataDir: '', config: {} as never })
    const login = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'host@demo.demeure.ca', password: DEMO_PASSWORD },
    })
    const access = login.json().access as string
    const listingId = await createListing(t, access)
    const addPhoto = (name: string, data: Buffer) =>
      t.inject({
        method: 'POST',
        url: '/api/photos/',
        headers: bearer(access),
        payload: multipart({ property: String(listingId) }, [
          { field: 'image', name, data, type: 'image/png' },
        ]) as never,
      })
    const worst = await sixteenBitPng(4330, 4330, 4, 6)
    // Warm up with an ordinary photo (code and libraries loaded), then take the idle level.
    expect((await addPhoto('warm.jpg', await sampleJpeg(1200))).statusCode).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 500))
    resetPeak(pid)
    const idle = megabytes(statusOf(pid), 'VmRSS')

    let sampledPeak = idle
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, megabytes(statusOf(pid), 'VmRSS'))
    }, 20)
    const health: { status: number; ms: number }[] = []
    let isBursting = true
    const probing = (async () => {
      while (isBursting) {
        const started = performance.now()
        const answer = await t.inject({ method: 'GET', url: '/api/health' })
        health.push({ status: answer.statusCode, ms: performance.now() - started })
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => addPhoto(`worst-${n}.png`, worst)))
    const burstMs = performance.now() - started
    isBursting = false
    await probing
    clearInterval(sampler)
    const peak = Math.max(sampledPeak, megabytes(statusOf(pid), 'VmHWM'))

    const slowestHealth = Math.max(...health.map((probe) => probe.ms))
    console.log(
      `10 worst-case photos (4,330 × 4,330 16-bit RGBA, EXIF-rotated) in ${(burstMs / 1000).toFixed(1)} s: ` +
        `idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, +${(peak - idle).toFixed(0)} MB; ` +
        `answers ${answers.map((answer) => answer.statusCode).join(' ')}; ` +
        `${health.length} health checks, slowest ${slowestHealth.toFixed(0)} ms`,
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201))
    expect(health.length).toBeGreaterThan(3)
    expect(health.every((probe) => probe.status === 200)).toBe(true)
    expect(peak - idle).toBeLessThan(CEILING_MB)
  }, 180_000)
})
