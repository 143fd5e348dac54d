import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageEnvelope } from './pagination.ts'

const page = (page: number, count = 95) => ({ results: ['a'], count, page, pageSize: 20 })

describe('the list envelope', () => {
  it('links the pages around this one, keeping every other parameter as the client sent it', () => {
    const url = '/api/properties/?location=montr%C3%A9al&amenities=Wi-Fi&amenities=Heating&page=2&page_size=5'
    expect(pageEnvelope(page(2), url)).toEqual({
      count: 95,
      next: '/api/properties/?location=montr%C3%A9al&amenities=Wi-Fi&amenities=Heating&page_size=20&page=3',
      previous:
        '/api/properties/?location=montr%C3%A9al&amenities=Wi-Fi&amenities=Heating&page_size=20&page=1',
      results: ['a'],
    })
  })

  it('has no previous link on the first page and no next one on the last', () => {
    expect(pageEnvelope(page(1), '/api/blogs/')).toMatchObject({
      next: '/api/blogs/?page_size=20&page=2',
      previous: null,
    })
    expect(pageEnvelope(page(5), '/api/blogs/?page=5')).toMatchObject({
      next: null,
      previous: '/api/blogs/?page_size=20&page=4',
    })
  })

  it('replaces every paging parameter the client sent, however many, after all the others', () => {
    const { next, previous } = pageEnvelope(page(2), '/api/blogs/?page=2&tag=x&page=9&page_size=5&q=y')
    expect(next).toBe('/api/blogs/?tag=x&q=y&page_size=20&page=3')
    expect(previous).toBe('/api/blogs/?tag=x&q=y&page_size=20&page=1')
  })

  it('writes a hostile address as a path on this site, its query encoded', () => {
    // A doubled slash would make a link to another host; a fragment is never part of the query.
    const { next } = pageEnvelope(page(1), '//evil.example/api/blogs/?q=<b>"x"+y&page=1#top')
    expect(next).toBe('/api/blogs/?q=%3Cb%3E%22x%22+y&page_size=20&page=2')
  })
})

describe('the links of a plain address', () => {
  // What the URL parser makes of an address, the long way: the links must not depend on the path.
  const parsed = (url: string, pageSize: number, page: number) => {
    const { pathname, search } = new URL(url, 'http://local')
    const query = new URLSearchParams(search)
    query.delete('page')
    query.delete('page_size')
    const kept = query.toString()
    return `${pathname}?${kept}${kept ? '&' : ''}page_size=${pageSize}&page=${page}`
  }
  const characters = [
    ...'abcpgez_AZ09*.-+~',
    ...['%', '&', '=', '/', '?', '#', ' ', 'é', '%41', '%2B', '%C3%A9', '%c3%a9', '%C3', '%A9', '%20'],
    ...['%7E', '%2D', '%5F', '%2A', '%FF', '%E9', '%ED%A0%80', '%EF%BB%BF', '%F0%9F%8C%BF'],
  ]
  const word = fc.array(fc.constantFrom(...characters), { maxLength: 6 }).map((parts) => parts.join(''))
  const pair = fc.oneof(
    fc
      .tuple(fc.constantFrom('page', 'page_size', 'location', 'type', 'sort'), word)
      .map(([k, v]) => `${k}=${v}`),
    word,
  )
  const address = fc
    .tuple(
      fc.constantFrom('/api/properties/', '/api/blogs', '/a/b_c-d/', '//x/y', '/a/./b/'),
      fc.array(pair, { maxLength: 6 }),
    )
    .map(([path, pairs]) => (pairs.length > 0 ? `${path}?${pairs.join('&')}` : path))

  it('gives the same links as the URL parser, for any address', () => {
    fc.assert(
      fc.property(address, (url) => {
        const { next, previous } = pageEnvelope(page(2), url)
        expect(next).toBe(parsed(url, 20, 3))
        expect(previous).toBe(parsed(url, 20, 1))
      }),
      { numRuns: 4000, seed: 27 },
    )
  })
})
