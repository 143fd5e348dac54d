import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Raw SQL names tables by their name, which no import rule sees: this reads every module's source
 * and fails where a module's SQL text reads or writes a table another module owns. Another module's
 * rows are reached through what it publishes at its door (decision 029): a relation such as
 * `listingRows('p')`, or an expression such as `heldDatesOf(listingId)`.
 */
const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0] as string

/** Each table's SQL name and the module whose `*tables.ts` declares it. */
function tableOwners() {
  const owners = new Map<string, string>()
  for (const file of sourceFiles(modulesDir).filter((name) => /tables\.ts$/.test(name))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g))
      owners.set(match[1] as string, moduleOf(file))
  }
  return owners
}

/** The code without its comments, which may well say "from users" in prose. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/.*$/, ''))

/** `from x`, `join x`, `update x`, `into x`, quoted or not, for these table names. */
const tableUse = (names: string[]) =>
  new RegExp(`\\b(from|join|update|into)\\s+"?(${names.join('|')})"?(?![\\w.$])`, 'gi')

function foreignTableUses(owners: Map<string, string>) {
  const use = tableUse([...owners.keys()])
  const found: string[] = []
  for (const file of sourceFiles(modulesDir)) {
    const module = moduleOf(file)
    withoutComments(readFileSync(file, 'utf8')).forEach((line, index) => {
      for (const match of line.matchAll(use)) {
        const owner = owners.get((match[2] as string).toLowerCase())
        if (owner && owner !== module)
          found.push(`${path.relative(modulesDir, file)}:${index + 1} names ${match[2]} (${owner})`)
      }
    })
  }
  return found
}

describe("raw SQL names only its own module's tables", () => {
  it('knows the tables of every module', () => {
    const owners = tableOwners()
    // A change that stopped finding the table files would make the check below pass vacuously.
    expect(owners.get('properties')).toBe('listings')
    expect(owners.get('bookings')).toBe('bookings')
    expect(owners.get('reviews')).toBe('reviews')
    expect(owners.size).toBeGreaterThan(30)
  })

  it('finds a foreign table named in SQL text, and none in the modules', () => {
    const owners = tableOwners()
    // The check itself: SQL reading `properties` by name is found, a longer name is not.
    expect('select p.id from properties p where p.id = 1'.match(tableUse(['properties']))).toHaveLength(1)
    expect('select 1 from "properties_archive"'.match(tableUse(['properties']))).toBeNull()
    expect(foreignTableUses(owners)).toEqual([])
  })
})
