import { parentPort, Worker, workerData } from 'node:worker_threads'

/**
 * What one job in a worker thread may take: `timeMs` of wall clock from the moment the worker says
 * it started (its own code loaded), `startMs` to get there (loading takes 0.3–0.6 s on an idle
 * machine, seconds on a loaded one, and is not the input's doing), and a V8 heap of `memoryMb`.
 */
export type TWorkerLimits = { timeMs: number; startMs: number; memoryMb: number }

/** A job stopped at one of its limits; each caller turns it into its own localized reason. */
export class WorkerLimitError extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`the worker went past its ${limit} limit`)
  }
}

/** The first message of every bounded worker: its code is loaded, the job's time starts now. */
type TStarted = { started: true }

/**
 * Runs the module `entry` in a worker thread with `job` and resolves with the one answer it posts
 * (see `runJob`). A TypeScript entry runs through ts-worker.mjs (tsx); a plain `.mjs` entry runs
 * without any loader, which spares it tsx's transform of every module it imports (1.5 s for
 * pdf.js, each time a worker starts). Past the time or memory limit the thread
 * is terminated and the promise rejects with WorkerLimitError; it settles only once the thread is
 * gone, so a caller's concurrency slot is free only when its thread is.
 */
export function runBoundedWorker<TAnswer>(
  entry: URL,
  job: unknown,
  limits: TWorkerLimits,
  transferList: ArrayBuffer[] = [],
): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const isPlain = entry.pathname.endsWith('.mjs')
    const worker = new Worker(isPlain ? entry : new URL('./ts-worker.mjs', import.meta.url), {
      workerData: { entry: entry.href, job },
      ...(isPlain ? { execArgv: [] } : {}),
      transferList,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    })
    let isSettled = false
    const settle = (outcome: () => void) => {
      if (isSettled) return
      isSettled = true
      clearTimeout(timer)
      void worker.terminate().then(outcome, outcome)
    }
    const timeOut = () => settle(() => reject(new WorkerLimitError('time')))
    let timer = setTimeout(timeOut, limits.startMs)
    worker.on('message', (answer: TAnswer | TStarted) => {
      if (answer && typeof answer === 'object' && 'started' in answer) {
        clearTimeout(timer)
        timer = setTimeout(timeOut, limits.timeMs)
        return
      }
      settle(() => resolve(answer as TAnswer))
    })
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory') : error),
      ),
    )
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The worker ${entry.pathname} exited (code ${code}) without an answer`))),
    )
  })
}

/**
 * The worker's side (a plain `.mjs` worker does the same by hand): says it started (its time limit runs from here), runs `work` on the job it
 * was given and posts the answer. Anything `work` throws is the worker's own error (our bug): a
 * job's expected failures are part of its answer.
 */
export async function runJob<TJob, TAnswer>(
  work: (job: TJob) => TAnswer | Promise<TAnswer>,
  transfer: (answer: TAnswer) => ArrayBuffer[] = () => [],
) {
  parentPort?.postMessage({ started: true } satisfies TStarted)
  const answer = await work((workerData as { job: TJob }).job)
  parentPort?.postMessage(answer, transfer(answer))
}
