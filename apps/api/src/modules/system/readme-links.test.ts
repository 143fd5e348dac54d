import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')

describe('README', () => {
  it('links only documents that are in the repository', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z]+:/i.test(target))
    expect(targets).toContain('docs/architecture.md')
    for (const target of targets) {
      expect(path.resolve(root, target).startsWith(`${root}${path.sep}`), target).toBe(true)
      expect(existsSync(path.join(root, target)), target).toBe(true)
    }
    // Paths quoted as code are not links, but a reader follows them all the same.
    expect(readme).not.toMatch(/`\.\.\//)
  })
})
