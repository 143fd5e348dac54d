export type TDebounced<TArgs extends unknown[]> = {
  (...args: TArgs): void
  /** Makes a pending call now, e.g. when the control goes away before the delay has passed. */
  flush: () => void
  /** Drops a pending call. */
  cancel: () => void
}

/** Calls `fn` with the latest arguments once `ms` have passed without a new call. */
export function debounce<TArgs extends unknown[]>(
  fn: (...args: TArgs) => void,
  ms: number,
): TDebounced<TArgs> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: TArgs | undefined
  const run = () => {
    clearTimeout(timer)
    timer = undefined
    const args = pending
    pending = undefined
    if (args) fn(...args)
  }
  const debounced = (...args: TArgs) => {
    pending = args
    clearTimeout(timer)
    timer = setTimeout(run, ms)
  }
  debounced.flush = run
  debounced.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return debounced
}
