import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Runs a bench script in a process of its own; `first` resolves with its first IPC message. */
export function child<T>(
  script: string,
  env: Record<string, string | undefined>,
  job?: unknown,
  execArgv: string[] = [],
): { process: ChildProcess; first: Promise<T> } {
  const process_ = fork(path.join(here, script), [], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...execArgv],
    env: { ...process.env, ...env, BENCH_FORKED_AT: String(Date.now()) },
  })
  const first = new Promise<T>((resolve, reject) => {
    process_.once('message', (message) => resolve(message as T))
    process_.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  if (job !== undefined) process_.send(job as object)
  return { process: process_, first }
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
