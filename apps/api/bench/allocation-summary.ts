/** A node of V8's sampling heap profile (HeapProfiler.stopSampling). */
type TAllocationNode = {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: TAllocationNode[]
}

/**
 * The functions that allocated most in a sampling heap profile, by bytes, each with its share: where
 * the young generation's traffic comes from (bench/cpu.ts --allocations). Samples are scaled by V8
 * to the bytes they stand for, so the total is the profile's estimate of all that was allocated.
 */
export function topAllocators(profile: { head: TAllocationNode }, count: number) {
  const byFunction = new Map<string, number>()
  let total = 0
  const pending = [profile.head]
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { functionName, url, lineNumber } = node.callFrame
    const where = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`
    byFunction.set(where, (byFunction.get(where) ?? 0) + node.selfSize)
    total += node.selfSize
    pending.push(...node.children)
  }
  const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, count)
  return { total, top: top.map(([where, bytes]) => ({ where, bytes, share: bytes / total })) }
}
