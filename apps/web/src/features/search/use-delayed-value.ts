import { useEffect, useState } from 'react'

/** The value as it was `ms` ago: it catches up once the value stops changing. */
export function useDelayedValue<T>(value: T, ms: number): T {
  const [delayed, setDelayed] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return delayed
}
