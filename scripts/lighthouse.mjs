#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse's mobile profile on the main pages of the built app, served on a
// free port from a fresh embedded database with the demo data, in Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium; nothing downloads a browser). Prints one row per page. Not part of
// `npm test`: scores depend on the machine's load. Options: `-- --runs 3` keeps each page's median
// run (by performance score); `-- --pages /,/map` measures those paths only; `-- --check` exits 1
// when a page is under its target; `-- --save DIR` writes each page's median report (JSON) there;
// `-- --origin http://host:port` measures a server already running instead of starting one.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 1
const check = args.includes('--check')
const saveDir = args.includes('--save') ? path.resolve(args[args.indexOf('--save') + 1] ?? '.') : undefined
const TARGETS = { performance: 95, accessibility: 100, cls: 0.05 }

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(origin, server) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server && server.exitCode !== null) throw new Error('the server stopped before answering')
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not answer /api/health within 5 minutes')
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const givenOrigin = args.includes('--origin') ? args[args.indexOf('--origin') + 1] : undefined
const port = await freePort()
const origin = givenOrigin ?? `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-lighthouse-'))
const server = givenOrigin
  ? undefined
  : spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    })
let chrome
try {
  await waitForHealth(origin, server)
  const listings = await (await fetch(`${origin}/api/properties/?page_size=1`)).json()
  const listing = `/House/${listings.results[0].property_id}`
  const only = args.includes('--pages') ? args[args.indexOf('--pages') + 1]?.split(',') : undefined
  const pages = only ?? ['/', listing, '/map', '/blogs']

  chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  const rows = []
  for (const page of pages) {
    const results = []
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      })
      results.push(lhr)
    }
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
    const lhr = results[Math.floor(results.length / 2)]
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true })
      const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
      writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(lhr))
    }
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100)
    const audit = (id) => lhr.audits[id].numericValue ?? 0
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      'best practices': score('best-practices'),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'LCP (s)': Number((audit('largest-contentful-paint') / 1000).toFixed(2)),
      'TBT (ms)': Math.round(audit('total-blocking-time')),
      'unused JS (KB)': Math.round(
        (lhr.audits['unused-javascript'].details?.overallSavingsBytes ?? 0) / 1024,
      ),
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : '',
      failing: Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs)
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 0.9,
        )
        .map((ref) => ref.id)
        .filter((id, index, all) => all.indexOf(id) === index)
        .join(' '),
    })
  }
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile, ${runs} run(s) per page (median by performance)`,
  )
  console.table(rows.map(({ failing: _failing, error: _error, ...row }) => row))
  for (const row of rows) if (row.failing) console.log(`${row.page}: audits under 0.9: ${row.failing}`)
  for (const row of rows)
    if (row.error) console.log(`${row.page}: Lighthouse could not measure it: ${row.error}`)
  const under = rows.filter(
    (row) =>
      row.performance < TARGETS.performance ||
      row.accessibility < TARGETS.accessibility ||
      row.CLS >= TARGETS.cls,
  )
  if (check && under.length > 0) {
    console.error(
      `Under target (performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, CLS < ${TARGETS.cls}): ${under.map((row) => row.page).join(', ')}`,
    )
    process.exitCode = 1
  }
} finally {
  await chrome?.kill()
  if (server) {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)))
  }
  rmSync(dataDir, { recursive: true, force: true })
}
