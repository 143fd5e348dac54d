import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../locales/en.json'
import fr from '../locales/fr.json'
import { FIRST_SCREEN_TEXTS, isFirstScreenKey, splitCatalogue, type TTextTree } from './first-screen-texts.ts'
import { mergeCatalogues } from './i18n-catalogue.ts'

const srcDir = join(import.meta.dirname, '..')
/** What the home page loads at start: the entry and the home route, with their static imports. */
const FIRST_SCREEN_ROOTS = ['main.tsx', 'features/home/home-page.tsx']

/** The app's files a root imports statically (`import … from`, `export … from`; not `import()`, not types). */
function staticGraph(roots: string[]): string[] {
  const seen = new Set<string>()
  const importFrom =
    /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+\.tsx?)['"]/g
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, path] of readFileSync(file, 'utf8').matchAll(importFrom)) {
      const target = resolve(dirname(file), path as string)
      if (existsSync(target)) visit(target)
    }
  }
  for (const root of roots) visit(join(srcDir, root))
  return [...seen]
}

/**
 * The catalogue keys a file writes: quoted texts that start with a top-level group of the catalogue
 * ('nav.map', or a key kept in a constant), and the fixed start of a key built at run time
 * (`listingTypes.${type}` gives 'listingTypes').
 */
function keysIn(text: string, groups: string[]): string[] {
  const literal = new RegExp(`(['"\`])(${groups.join('|')})((?:\\.\\w+)*)(\\.)?(?:\\1|\\$\\{)`, 'g')
  const keys: string[] = []
  for (const [, , group, rest, trailingDot] of text.matchAll(literal)) {
    if (!rest && !trailingDot) continue
    keys.push(`${group}${rest}`)
  }
  return keys
}

const nodeAt = (tree: TTextTree, path: string) =>
  path
    .split('.')
    .reduce<TTextTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    )

describe('the first screen’s texts', () => {
  const groups = Object.keys(en)
  const files = staticGraph(FIRST_SCREEN_ROOTS)
  const used = files.flatMap((file) =>
    keysIn(readFileSync(file, 'utf8'), groups).map((key) => ({ key, file: relative(srcDir, file) })),
  )

  it('holds every text the code the home page starts with uses (add a missing one to FIRST_SCREEN_TEXTS)', () => {
    // The scan reads the header, the results and the map (so it cannot pass by reading nothing).
    expect(files.map((file) => relative(srcDir, file))).toEqual(
      expect.arrayContaining(['app/layout/header/site-header.tsx', 'features/map/results-map.tsx']),
    )
    expect(used.map(({ key }) => key)).toEqual(expect.arrayContaining(['map.resultsLabel', 'listingTypes']))
    expect(used.filter(({ key }) => !isFirstScreenKey(key))).toEqual([])
  })

  it('names only texts both catalogues have', () => {
    for (const path of FIRST_SCREEN_TEXTS) {
      expect(nodeAt(en, path), `en: ${path}`).toBeDefined()
      expect(nodeAt(fr, path), `fr: ${path}`).toBeDefined()
    }
  })

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('cuts the %s catalogue in two parts that make it whole again', (_language, catalogue) => {
    const { first, rest } = splitCatalogue(catalogue)
    expect(mergeCatalogues(first, rest)).toEqual(catalogue)
    expect(first).toHaveProperty('header')
    expect(first).toHaveProperty('panel.nav')
    expect(first).not.toHaveProperty('hostBookings')
    expect(rest).not.toHaveProperty('panel.nav')
    expect(rest).toHaveProperty('hostBookings')
  })

  it('keeps a text’s plural forms with it', () => {
    const { first, rest } = splitCatalogue(
      { group: { homes_one: '1 home', homes_other: 'homes', other: 'x' } },
      ['group.homes'],
    )
    expect(first).toEqual({ group: { homes_one: '1 home', homes_other: 'homes' } })
    expect(rest).toEqual({ group: { other: 'x' } })
  })
})
