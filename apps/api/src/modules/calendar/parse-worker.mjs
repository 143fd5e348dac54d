// The entry of a feed-parsing worker thread (parse-off-thread.ts). A worker does not inherit the
// TypeScript loader everywhere: production runs under `node --import tsx` (inherited through
// execArgv) but vitest transforms files itself, so the worker registers tsx on its own, then loads
// the TypeScript code. Registering twice under `--import tsx` is harmless.
import { register } from 'tsx/esm/api'

register()
await import('./parse-worker.ts')
