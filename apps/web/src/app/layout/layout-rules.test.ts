import { describe, expect, it } from 'vitest'
import { hasSiteChrome, isFullScreenPage, isListingPage } from './layout-rules.ts'

describe('layout rules', () => {
  it.each(['/login', '/signup', '/ai-chat', '/login/', '/Signup'])('%s has no header or footer', (path) => {
    expect(hasSiteChrome(path)).toBe(false)
  })

  it.each(['/', '/about', '/forgot-password', '/user-panel', '/house/3'])(
    '%s has the header and footer',
    (path) => {
      expect(hasSiteChrome(path)).toBe(true)
    },
  )

  it.each([
    ['/House/12', true],
    ['/house/12', true],
    ['/House', true],
    ['/house/', true],
    ['/houses', false],
    ['/', false],
    ['/map', false],
  ])('%s is a listing page: %s', (path, expected) => {
    expect(isListingPage(path)).toBe(expected)
  })

  it.each([
    ['/map', true],
    ['/map/', true],
    ['/Map', true],
    ['/', false],
    ['/House/3', false],
  ])('%s fills the screen (no footer): %s', (path, expected) => {
    expect(isFullScreenPage(path)).toBe(expected)
  })
})
