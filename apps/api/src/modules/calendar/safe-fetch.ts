import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { assertPublicHost, guardedLookup } from './address-guard.ts'
import { FeedError } from './feed-error.ts'

export const FEED_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 }

export type TFeedFetch =
  | { status: 'not-modified' }
  | { status: 'fetched'; body: string; etag: string | undefined }

type TOptions = {
  allowLoopback: boolean
  etag?: string | null
  limits?: Partial<typeof FEED_LIMITS>
}

/**
 * Fetches an external calendar the way a server that fetches URLs typed by users must: http(s)
 * only, never an internal address (checked on every hop, at connection time), at most 3 redirects,
 * a 10 s deadline for the whole exchange and a 2 MB cap counted while the body streams in.
 */
export async function fetchFeed(address: string, options: TOptions): Promise<TFeedFetch> {
  const limits = { ...FEED_LIMITS, ...options.limits }
  const deadline = AbortSignal.timeout(limits.timeoutMs)
  let url = parseFeedUrl(address)
  for (let hop = 0; ; hop++) {
    await assertPublicHost(url, options.allowLoopback)
    const response = await request(url, options, deadline)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && status !== 304) {
      response.resume()
      const location = response.headers.location
      if (!location) throw new FeedError('calendar.error.httpStatus', { status })
      if (hop >= limits.maxRedirects) throw new FeedError('calendar.error.tooManyRedirects')
      url = parseFeedUrl(new URL(location, url).toString())
      continue
    }
    if (status === 304) {
      response.resume()
      return { status: 'not-modified' }
    }
    if (status < 200 || status >= 300) {
      response.resume()
      throw new FeedError('calendar.error.httpStatus', { status })
    }
    const body = await readCapped(response, limits.maxBytes, deadline)
    const etag = response.headers.etag
    return { status: 'fetched', body, etag: typeof etag === 'string' ? etag : undefined }
  }
}

export function parseFeedUrl(address: string): URL {
  let url: URL
  try {
    url = new URL(address.trim().replace(/^webcals?:\/\//i, 'https://'))
  } catch {
    throw new FeedError('calendar.urlInvalid')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedError('calendar.urlInvalid')
  return url
}

function request(url: URL, options: TOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(options.allowLoopback) as never,
        headers: {
          accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
          'accept-encoding': 'identity',
          'user-agent': 'Demeure calendar sync (+https://demeure.ca)',
          ...(options.etag ? { 'if-none-match': options.etag } : {}),
        },
      },
      resolve,
    )
    req.on('error', (error) => reject(toFeedError(error, signal)))
    req.end()
  })
}

function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    return Promise.reject(new FeedError('calendar.error.tooLarge'))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    response.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        response.destroy()
        reject(new FeedError('calendar.error.tooLarge'))
        return
      }
      chunks.push(chunk)
    })
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    response.on('error', (error) => reject(toFeedError(error, signal)))
    response.on('close', () => reject(toFeedError(new Error('closed early'), signal)))
    signal.addEventListener('abort', () => {
      response.destroy()
      reject(new FeedError('calendar.error.timeout'))
    })
  })
}

function toFeedError(error: unknown, signal: AbortSignal): FeedError {
  if (error instanceof FeedError) return error
  if (signal.aborted) return new FeedError('calendar.error.timeout')
  if (error instanceof Error && 'cause' in error && error.cause instanceof FeedError) return error.cause
  return new FeedError('calendar.error.unreachable')
}
