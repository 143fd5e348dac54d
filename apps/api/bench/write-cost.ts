// `npx tsx bench/write-cost.ts [--rounds 8] [--database demeure_bench] [--profile FILE]`: what each of the bench
// writer's writes costs one API server, step by step: its CPU time and the statements it sends to
// PostgreSQL, with whatever it sets off after answering (live events, the search's change feed)
// included. --profile writes a V8 CPU profile of the server over all the steps to FILE. The steps run one at a time with pauses between, so nothing else is counted; the
// server's idle cost over the same pause is taken off. On the catalogue `npm run bench` left.

import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { addDays, addMonths, todayInMontreal } from '@demeure/shared'
import { loadConfig } from '../src/config.ts'
import { ask, serverChild } from './child.ts'
import { signInDemo } from './demo-sign-in.ts'
import { stayRequestForm } from './stay-request.ts'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '8' },
    database: { type: 'string', default: 'demeure_bench' },
    profile: { type: 'string' },
  },
})
/** Long enough for a write's after-effects (announcements, the change feed) to be done. */
const SETTLE_MS = 400
const suite = loadConfig()
const url = new URL(suite.testDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test')
url.pathname = `/${values.database}`
const server = await serverChild<{ port: number }>({
  DATABASE_URL: url.toString(),
  REDIS_URL: suite.redisUrl,
  BENCH_REDIS_PREFIX: `write-cost:${Date.now()}:`,
})
const base = `http://127.0.0.1:${(await server.first).port}`
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
const reading = async () => {
  const cpu = await ask<NodeJS.CpuUsage>(server.process, 'cpu')
  return { cpuUs: cpu.user + cpu.system, statements: await ask<number>(server.process, 'statements') }
}
const signIn = (email: string) => signInDemo(base, email)
const host = await signIn('host@demo.demeure.ca')
const guest = await signIn('guest@demo.demeure.ca')
const staff = await signIn('admin@demo.demeure.ca')
const homes = (
  (await (await fetch(`${base}/api/host-properties/?page_size=100`, { headers: host })).json()) as {
    results: { property_id: number; status: string; price_per_month: string }[]
  }
).results.filter((home) => home.status === 'published')

// The server's own cost over a pause with nothing asked (timers, the change feed's keep-alive): the
// least of a few, once the start's own work (the collector after loading the catalogue) is over.
await new Promise((resolve) => setTimeout(resolve, 3000))
const idle = { cpuUs: Number.POSITIVE_INFINITY, statements: Number.POSITIVE_INFINITY }
for (let sample = 0; sample < 5; sample += 1) {
  const from = await reading()
  await settle()
  const to = await reading()
  idle.cpuUs = Math.min(idle.cpuUs, to.cpuUs - from.cpuUs)
  idle.statements = Math.min(idle.statements, to.statements - from.statements)
}

const costs = new Map<string, { cpuUs: number[]; statements: number[] }>()
/** Runs one step alone and files its cost; throws on an answer other than `expected`. */
async function step(name: string, expected: number, send: () => Promise<Response>) {
  const from = await reading()
  const response = await send()
  const body = await response.text()
  if (response.status !== expected) throw new Error(`${name}: ${response.status} ${body.slice(0, 200)}`)
  await settle()
  const to = await reading()
  const cost = costs.get(name) ?? { cpuUs: [], statements: [] }
  cost.cpuUs.push(to.cpuUs - from.cpuUs - idle.cpuUs)
  cost.statements.push(to.statements - from.statements - idle.statements)
  costs.set(name, cost)
  return body
}
const json = { 'content-type': 'application/json' }
if (values.profile) await ask(server.process, 'profile-start')
const today = todayInMontreal()
for (let round = 0; round < Number(values.rounds); round += 1) {
  const home = homes[round % homes.length] as (typeof homes)[number]
  const id = home.property_id
  const start = addDays(today, 300 + round * 40)
  const reserved = JSON.parse(
    await step('reserve dates', 201, () =>
      fetch(`${base}/api/availabilities/`, {
        method: 'POST',
        headers: { ...host, ...json },
        body: JSON.stringify({
          property: id,
          start_date: start,
          end_date: addMonths(start, 1),
          is_available: false,
        }),
      }),
    ),
  ) as { availability_id: number }
  await step('release dates', 204, () =>
    fetch(`${base}/api/availabilities/${reserved.availability_id}/`, { method: 'DELETE', headers: host }),
  )
  for (const [name, price] of [
    ['change price', String(Math.round(Number(home.price_per_month) * 1.1))],
    ['change price back', home.price_per_month],
  ] as const) {
    const form = new FormData()
    form.set('price_per_month', price)
    await step(name, 200, () =>
      fetch(`${base}/api/host-properties/${id}/`, { method: 'PATCH', headers: host, body: form }),
    )
  }
  // A home the seed priced far under its area's median is held for review by any price edit
  // (docs/product-rules.md), and its page is gone: staff publishes it again, outside the steps.
  const edited = await fetch(`${base}/api/host-properties/${id}/`, { headers: host })
  const { status } = (await edited.json()) as { status: string }
  if (status !== 'published') {
    const published = await fetch(`${base}/api/admin/properties/${id}/approve/`, {
      method: 'POST',
      headers: staff,
    })
    if (!published.ok) throw new Error(`publishing home ${id} again: ${published.status}`)
    await settle()
  }
  const page = JSON.parse(await step('listing page', 200, () => fetch(`${base}/api/properties/${id}/`)))
  const form = stayRequestForm(id, page, addDays(today, 10 + round * 5))
  if (!form) continue
  const { booking_id: booking } = JSON.parse(
    await step('request a stay', 201, () =>
      fetch(`${base}/api/bookings/`, { method: 'POST', headers: guest, body: form }),
    ),
  ) as { booking_id: number }
  await step('approve it', 200, () =>
    fetch(`${base}/api/bookings/${booking}/approve/`, { method: 'POST', headers: host }),
  )
  const { checkout_url: checkout } = JSON.parse(
    await step('start paying', 200, () =>
      fetch(`${base}/api/bookings/${booking}/pay/`, { method: 'POST', headers: guest }),
    ),
  ) as { checkout_url: string }
  await step('pay (sandbox)', 303, () =>
    fetch(`${base}${new URL(checkout, base).pathname}paid/`, { method: 'POST', redirect: 'manual' }),
  )
  await step('cancel the stay', 200, () =>
    fetch(`${base}/api/bookings/${booking}/cancel/`, { method: 'POST', headers: guest }),
  )
}
if (values.profile) writeFileSync(values.profile, await ask<string>(server.process, 'profile-stop'))
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0
console.log(
  `idle over ${SETTLE_MS} ms: ${idle.cpuUs} µs, ${idle.statements} statements (taken off each step)`,
)
console.log(
  `${'step'.padEnd(20)} ${'CPU ms'.padStart(8)} ${'statements'.padStart(11)}   (medians of ${values.rounds})`,
)
for (const [name, cost] of costs) {
  console.log(
    `${name.padEnd(20)} ${(median(cost.cpuUs) / 1000).toFixed(1).padStart(8)} ${String(median(cost.statements)).padStart(11)}`,
  )
}
server.process.send('stop')
await new Promise((resolve) => server.process.once('exit', resolve))
