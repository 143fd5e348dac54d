#!/usr/bin/env node
// `node scripts/module-report.mjs [--json] [--check] [--mermaid]`: how well the API's modules hold their boundaries, in
// numbers (docs/decisions/029-one-door-per-module.md). The import rules fail the build on what is
// forbidden; this report counts what is left to improve, so that a change can be measured:
// - imports from one module into another module's files other than its door (index.ts) and its
//   tables, runtime and type-only apart;
// - runtime imports of another module's tables (modules/<m>/*tables.ts): reads (0 since the rule
//   api-repository-reads-only-own-tables; a module reads another's rows through its door), and
//   foreign keys between table files (left out of the cycle check below);
// - cycles between modules taken as units, counting runtime imports only, then all of them;
// - imports from db/ and plugins/ into modules;
// - `/api/` path literals in the web app's code outside the contract and tests: the paths live in
//   the endpoint tables (packages/shared/src/endpoints), which the web calls through lib/call-api.ts;
//   the bare prefix `/api/` (telling an API link from another) is not a path and is not counted.
// `--check` (run by `npm test` after the import rules) fails on a cycle of runtime imports between
// modules: dependency-cruiser's own cycle rule sees files, and its folder rule cannot leave out the
// composition root (app.ts imports every module) or type-only imports.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const isTest = (file) => /\.test\.tsx?$|\/src\/test\//.test(file)
const moduleOf = (file) => file.match(/^apps\/api\/src\/modules\/([^/]+)\//)?.[1]
const layerOf = (file) => file.match(/^apps\/api\/src\/(db|plugins)\//)?.[1]

function cruise() {
  const result = spawnSync(
    'npx',
    ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'apps/api/src'],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  if (!result.stdout) throw new Error(`depcruise printed nothing: ${result.stderr}`)
  return JSON.parse(result.stdout)
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
function cycles(edges) {
  const order = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let next = 0
  const visit = (node) => {
    order.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of edges.get(node) ?? []) {
      if (!order.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node), low.get(target)))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), order.get(target)))
    }
    if (low.get(node) !== order.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) found.push(component.sort())
  }
  for (const node of edges.keys()) if (!order.has(node)) visit(node)
  return found
}

function webPathLiterals() {
  const found = []
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx?$/.test(entry.name) && !isTest(file)) {
        const count = readFileSync(path.join(root, file), 'utf8').match(/['`]\/api\/[^'`]/g)?.length ?? 0
        if (count > 0) found.push({ file, count })
      }
    }
  }
  walk('apps/web/src')
  return found
}

const result = cruise()
const report = {
  crossModuleImportsBesideDoor: { runtime: 0, typeOnly: 0 },
  foreignTableImports: { reads: [], foreignKeys: [] },
  moduleCyclesRuntime: [],
  moduleCyclesAll: [],
  layerImportsOfModules: [],
  webPathLiterals: 0,
  webFilesWithPathLiterals: 0,
}
const runtimeEdges = new Map()
const allEdges = new Map()
const addEdge = (edges, from, to) => edges.set(from, (edges.get(from) ?? new Set()).add(to))

for (const source of result.modules) {
  if (isTest(source.source)) continue
  const from = moduleOf(source.source)
  const layer = layerOf(source.source)
  for (const dependency of source.dependencies) {
    const target = dependency.resolved
    const to = moduleOf(target)
    if (!to || isTest(target)) continue
    const isTypeOnly = dependency.dependencyTypes.includes('type-only')
    if (layer) report.layerImportsOfModules.push(`${source.source} → ${target}`)
    if (!from || from === to) continue
    const isTableImport = /\/[a-z-]*tables\.ts$/.test(target)
    if (isTableImport && !isTypeOnly) {
      // A table's foreign key names another module's table; any other file reads it in SQL.
      const kind = /tables\.ts$/.test(source.source) ? 'foreignKeys' : 'reads'
      report.foreignTableImports[kind].push(`${source.source} → ${target}`)
      // Counted here, not as a module cycle: the cycle check is about code calling code.
      continue
    }
    if (!target.endsWith(`/modules/${to}/index.ts`))
      report.crossModuleImportsBesideDoor[isTypeOnly ? 'typeOnly' : 'runtime']++
    addEdge(allEdges, from, to)
    if (!isTypeOnly) addEdge(runtimeEdges, from, to)
  }
}
report.moduleCyclesRuntime = cycles(runtimeEdges)
report.moduleCyclesAll = cycles(allEdges)
const literals = webPathLiterals()
report.webPathLiterals = literals.reduce((sum, item) => sum + item.count, 0)
report.webFilesWithPathLiterals = literals.length

/** The modules and their runtime imports of each other, as a Mermaid flowchart (decision 029). */
function mermaid(edges) {
  const lines = ['flowchart LR']
  for (const [from, targets] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(
      `  ${from.replaceAll('-', '_')}[${from}] --> ${[...targets]
        .sort()
        .map((to) => to.replaceAll('-', '_'))
        .join(' & ')}`,
    )
  return lines.join('\n')
}

if (process.argv.includes('--mermaid')) console.log(mermaid(runtimeEdges))
else if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2))
else {
  const { runtime, typeOnly } = report.crossModuleImportsBesideDoor
  console.log(`Imports into another module beside its index.ts: ${runtime} runtime, ${typeOnly} type-only`)
  console.log(
    `Imports of another module's tables: ${report.foreignTableImports.reads.length} to read them, ${report.foreignTableImports.foreignKeys.length} for foreign keys`,
  )
  console.log(`Module cycles (runtime imports): ${JSON.stringify(report.moduleCyclesRuntime)}`)
  console.log(`Module cycles (with type-only imports): ${JSON.stringify(report.moduleCyclesAll)}`)
  console.log(`Imports from db/ and plugins/ into modules: ${report.layerImportsOfModules.length}`)
  console.log(
    `Web /api/ path literals: ${report.webPathLiterals} in ${report.webFilesWithPathLiterals} files`,
  )
}

if (process.argv.includes('--check') && report.moduleCyclesRuntime.length > 0) {
  console.error('Modules import each other at run time (make one side take the other as a port).')
  process.exit(1)
}
