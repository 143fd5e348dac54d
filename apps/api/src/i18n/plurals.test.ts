import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { fr } from './fr.ts'
import { translate } from './index.ts'
import { noticesEn, noticesFr } from './notices.ts'

describe('counts in the API’s texts', () => {
  it('take the form their count calls for: "1 second", "2 seconds"; French reads 0 and 1 as singular', () => {
    const wait = (language: 'en' | 'fr', count: number) =>
      translate(language, 'error.rate_limited.detail', { count })
    expect(wait('en', 1)).toBe('Try again in 1 second.')
    expect(wait('en', 0)).toBe('Try again in 0 seconds.')
    expect(wait('en', 42)).toBe('Try again in 42 seconds.')
    expect(wait('fr', 0)).toBe('Réessayez dans 0 seconde.')
    expect(wait('fr', 1)).toBe('Réessayez dans 1 seconde.')
    expect(wait('fr', 2)).toBe('Réessayez dans 2 secondes.')
    const digest = (language: 'en' | 'fr', count: number) =>
      translate(language, 'mail.messages.body', { name: 'Amir', count, list: '• Hi', link: 'https://x' })
    expect(digest('en', 1)).toContain('You have 1 unread message:')
    expect(digest('en', 3)).toContain('You have 3 unread messages:')
    expect(digest('fr', 1)).toContain('Vous avez 1 message non lu :')
    expect(digest('fr', 3)).toContain('Vous avez 3 messages non lus :')
  })

  it('never write "(s)": a count has its plural forms instead', () => {
    const texts = [en, fr, noticesEn, noticesFr].flatMap((catalogue) => Object.entries(catalogue))
    expect(texts.filter(([, text]) => /\w\(s\)/.test(text)).map(([key]) => key)).toEqual([])
  })
})
