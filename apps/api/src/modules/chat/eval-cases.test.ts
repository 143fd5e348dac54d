import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { accuracy, FIELDS, scoreCase, TARGET, type TEvalCase, type TEvalFile } from '../../../eval/score.ts'
import { understand } from './understand.ts'

const file = JSON.parse(
  readFileSync(new URL('../../../eval/chat-cases.json', import.meta.url), 'utf8'),
) as TEvalFile

/**
 * The eval's reading half, offline and fast: every case of eval/chat-cases.json through the
 * extractors, so a regression in understanding fails `npm test` (`npm run eval:chat` adds the
 * database half: the listings each answer shows).
 */
const score = (item: TEvalCase) =>
  scoreCase(
    item.expect,
    understand({
      message: item.message,
      history: item.history ?? [],
      today: file.today,
      fallbackLanguage: item.accept_language ?? 'en',
    }),
  )

describe('the room finder eval cases', () => {
  it('has at least 80 cases, half of them in French', () => {
    expect(file.cases.length).toBeGreaterThanOrEqual(80)
    expect(file.cases.filter((item) => item.expect.language === 'fr').length * 2).toBeGreaterThanOrEqual(
      file.cases.length,
    )
  })

  it.each(FIELDS)(`understands %s in at least ${TARGET * 100}% of the cases`, (field) => {
    const scored = file.cases.map((item) => ({ id: item.id, fields: score(item) }))
    const result = accuracy(scored)[field]
    expect(result.share, `missed: ${result.misses.join(', ')}`).toBeGreaterThanOrEqual(TARGET)
  })

  it('reads every strict case right in every field (or, restatements, Montréal sizes)', () => {
    const strict = file.cases.filter((item) => item.strict)
    expect(strict.length).toBeGreaterThanOrEqual(16)
    const wrong = strict.flatMap((item) =>
      Object.entries(score(item))
        .filter(([, isRight]) => !isRight)
        .map(([field]) => `${item.id}: ${field}`),
    )
    expect(wrong).toEqual([])
  })
})
