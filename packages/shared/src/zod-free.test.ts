import { describe, expect, it, vi } from 'vitest'

// Any import of zod fails in this file, so an entry that loads it (even deep down) cannot load.
vi.mock('zod', () => {
  throw new Error('zod was imported')
})

describe('the zod-free entry (the web first load depends on it)', () => {
  it('loads without zod', async () => {
    const entry = await import('./zod-free.ts')
    expect(entry.LANGUAGES).toEqual(['en', 'fr'])
    expect(entry.validationMessages.fr['validation.required']).toBeTruthy()
  })

  it('the main entry does need zod (so the check above can fail)', async () => {
    await expect(import('./index.ts')).rejects.toThrow()
  })

  it('gives the same values as the main entry', async () => {
    vi.doUnmock('zod')
    vi.resetModules()
    const everything = new Map(Object.entries(await import('./index.ts')))
    for (const [name, value] of Object.entries(await import('./zod-free.ts'))) {
      expect(everything.get(name), name).toBe(value)
    }
  })
})
