import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A Nominatim-compatible server on 127.0.0.1 that records what it was asked, and when. */
export async function startFakeNominatim() {
  const requests: { path: string; params: URLSearchParams; userAgent: string; at: number }[] = []
  let isFailing = false
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    requests.push({
      path: url.pathname,
      params: url.searchParams,
      userAgent: String(request.headers['user-agent']),
      at: Date.now(),
    })
    if (isFailing) {
      response.writeHead(503).end()
      return
    }
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? ''
      json(
        q.includes('nowhere')
          ? []
          : [
              {
                lat: '45.5048',
                lon: '-73.5772',
                display_name: `${q}, Montréal`,
                address: {
                  road: 'Rue University',
                  city: 'Montréal',
                  state: 'Québec',
                  postcode: 'H3A 2A7',
                  country: 'Canada',
                },
              },
            ],
      )
    } else if (url.pathname === '/reverse') {
      json({
        lat: url.searchParams.get('lat'),
        lon: url.searchParams.get('lon'),
        display_name: '3450 Rue University, Montréal',
        address: {
          house_number: '3450',
          road: 'Rue University',
          city: 'Montréal',
          state: 'Québec',
          postcode: 'H3A 2A7',
          country: 'Canada',
        },
      })
    } else {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    fail: (value: boolean) => {
      isFailing = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
