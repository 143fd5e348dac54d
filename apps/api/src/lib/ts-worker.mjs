// The entry of every worker thread started by bounded-worker.ts. A worker does not inherit the
// TypeScript loader everywhere: production runs under `node --import tsx` (inherited through
// execArgv) but vitest transforms files itself, so the worker registers tsx on its own, then loads
// the TypeScript module named in its workerData. Registering twice under `--import tsx` is harmless.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)
