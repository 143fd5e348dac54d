import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// npm's own range logic (semver comes with the toolchain; only these two calls are used).
const semver = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null
  satisfies: (version: string, range: string) => boolean
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))

describe('installed packages', () => {
  it('all run on the oldest Node.js the README asks for (npm ci gives no EBADENGINE warning)', () => {
    const oldest = semver.minVersion(read('package.json').engines.node)?.version as string
    expect(oldest).toBe('20.19.0')
    const packages: Record<string, { engines?: { node?: string }; dev?: boolean }> =
      read('package-lock.json').packages
    const refusing = Object.entries(packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([name, entry]) => `${name} (${entry.engines?.node})`)
    expect(refusing).toEqual([])
  })
})
