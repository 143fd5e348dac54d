import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleApi } from '../../../scripts/bundle-api.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Runs a bench script in a process of its own; `first` resolves with its first IPC message. */
export function child<T>(
  script: string,
  env: Record<string, string | undefined>,
  job?: unknown,
  execArgv: string[] = [],
): { process: ChildProcess; first: Promise<T> } {
  // A bundled script (`.mjs`) runs without tsx.
  const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx']
  const process_ = fork(path.isAbsolute(script) ? script : path.join(here, script), [], {
    execArgv: [...loader, '--expose-gc', ...execArgv],
    env: { ...process.env, ...env, BENCH_FORKED_AT: String(Date.now()) },
  })
  const first = new Promise<T>((resolve, reject) => {
    process_.once('message', (message) => resolve(message as T))
    process_.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  if (job !== undefined) process_.send(job as object)
  return { process: process_, first }
}

/**
 * The bench's API server (serve.ts) in a process of its own, bundled as `npm start` bundles the
 * server (scripts/bundle-api.mjs), so its start is the start `npm start` has. The bundle is built
 * before the process is forked (only when its sources changed), outside the measured start.
 */
export async function serverChild<T>(env: Record<string, string | undefined>, execArgv: string[] = []) {
  const { file } = await bundleApi('apps/api/bench/serve.ts', 'apps/api/dist/bench-serve.mjs')
  return child<T>(file, env, undefined, execArgv)
}

/**
 * Runs a bench script that gets ready before it works (the host writer starts, signs its three
 * accounts in and lists its homes): resolves once it says so; `go()` starts its work and resolves
 * with its report. A process starting, its TypeScript compiled and three password checks are not
 * the load the script stands for, so they stay out of the measured window.
 */
export async function readyChild<T>(
  script: string,
  env: Record<string, string | undefined>,
  job: unknown,
): Promise<{ go: () => Promise<T> }> {
  const started = child<{ ready: true }>(script, env, job)
  await started.first
  const report = new Promise<T>((resolve, reject) => {
    started.process.once('message', (message) => resolve(message as T))
    started.process.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  return {
    go: () => {
      started.process.send('go')
      return report
    },
  }
}

/** Sends a request to a server process (serve.ts) and resolves with its answer. */
export function ask<T>(server: ChildProcess, request: string): Promise<T> {
  return new Promise<T>((resolve) => {
    const onMessage = (message: unknown) => {
      const answer = message as { reply?: string; value: T }
      if (answer.reply !== request) return
      server.off('message', onMessage)
      resolve(answer.value)
    }
    server.on('message', onMessage)
    server.send(request)
  })
}
