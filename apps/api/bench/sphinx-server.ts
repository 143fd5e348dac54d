// Runs Sphinx's indexer and searchd for bench/sphinx-spike.ts: the Debian binaries, a config in
// the spike's temp dir, searchd as a child that never outlives the script.

import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, openSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import mysql from 'mysql2/promise'

/** A port nobody listens on now (the kernel's pick); searchd takes it a moment later. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

/** Runs a command to its end, its output into `logFile`; rejects on a non-zero exit. */
export async function run(command: string, args: string[], logFile: string) {
  const log = openSync(logFile, 'a')
  const child = spawn(command, args, { stdio: ['ignore', log, log] })
  closeSync(log)
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`${command} exited with ${code}:\n${await readFile(logFile, 'utf8')}`)
}

export const connectSphinx = (port: number) => mysql.createConnection({ host: '127.0.0.1', port })

/**
 * Starts searchd in the foreground (--nodetach), so the child's pid is searchd's own and stopping
 * the child stops it. Resolves once it answers SphinxQL; it loads its indexes before it listens.
 */
export async function startSearchd(config: string, port: number, logFile: string) {
  const log = openSync(logFile, 'a')
  const child = spawn('searchd', ['--config', config, '--nodetach'], { stdio: ['ignore', log, log] })
  closeSync(log)
  const givesUpAt = performance.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`searchd exited:\n${await readFile(logFile, 'utf8')}`)
    try {
      const connection = await connectSphinx(port)
      await connection.query('SHOW STATUS')
      await connection.end()
      return child
    } catch (error) {
      if (performance.now() > givesUpAt) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/** SIGTERM, then SIGKILL if searchd has not gone within 10 s. */
export async function stopSearchd(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/** searchd's resident memory (VmRSS), in MB. */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}
