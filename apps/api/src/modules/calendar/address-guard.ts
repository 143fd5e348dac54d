import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import { FeedError } from './feed-error.ts'

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** Addresses a calendar URL must never reach: the server's own network, link-local, multicast… */
const internal = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6')
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' }
}

export function isAllowedAddress(raw: string, allowLoopback: boolean): boolean {
  const { address, family } = unmapped(raw)
  if (loopback.check(address, family)) return allowLoopback
  return !internal.check(address, family)
}

/**
 * A DNS lookup for http(s).request that refuses internal addresses. Checking the address the socket
 * actually connects to (not a lookup made beforehand) means a host name that resolves differently
 * the second time cannot slip through.
 */
export function guardedLookup(allowLoopback: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(new FeedError('calendar.error.unreachable'), [])
      const allowed = addresses.filter((entry) => isAllowedAddress(entry.address, allowLoopback))
      if (allowed.length === 0) return callback(new FeedError('calendar.error.privateAddress'), [])
      if ((options as { all?: boolean }).all) return callback(null, allowed)
      const first = allowed[0] as LookupAddress
      callback(null, first.address, first.family)
    })
  }
}

/** Refuses a URL whose host is an internal IP literal, or a name that resolves only to such addresses. */
export async function assertPublicHost(url: URL, allowLoopback: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) {
    if (!isAllowedAddress(host, allowLoopback)) throw new FeedError('calendar.error.privateAddress')
    return
  }
  await new Promise<void>((resolve, reject) => {
    guardedLookup(allowLoopback)(host, { all: true }, (error) => (error ? reject(error) : resolve()))
  })
}
