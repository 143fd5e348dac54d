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
  // Local-use NAT64 (RFC 8215): translated by a gateway of the local network, where the IPv4
  // address sits depends on the operator's prefix length, so the whole range stays out.
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6')
}

/** The 16 bytes of an IPv6 address: `::` expanded, a dotted IPv4 tail read as its 4 bytes. */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '')
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const zeros = tail === undefined ? [] : Array(8 - groups(head).length - groups(tail).length).fill('0')
  return [...groups(head), ...zeros, ...groups(tail)].flatMap((group) => {
    const value = Number.parseInt(group, 16)
    return [value >> 8, value & 0xff]
  })
}

/**
 * The IPv4 address an IPv6 address carries, for the forms that reach it: IPv4-compatible (::/96),
 * mapped (::ffff:0:0/96) and translated (::ffff:0:0:0/96), NAT64 well-known (64:ff9b::/96), 6to4
 * (2002::/16, in bits 16–47) and Teredo (2001::/32, the client's address in the last 32 bits,
 * each bit inverted). Null for any other IPv6 address.
 */
export function embeddedIPv4(address: string): string | null {
  const bytes = ipv6Bytes(address)
  const word = (at: number) => ((bytes[at] as number) << 8) | (bytes[at + 1] as number)
  const isZero = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0)
  const ipv4At = (at: number, mask = 0) =>
    bytes
      .slice(at, at + 4)
      .map((byte) => byte ^ mask)
      .join('.')
  if (isZero(0, 10) && (word(10) === 0 || word(10) === 0xffff)) return ipv4At(12)
  if (isZero(0, 8) && word(8) === 0xffff && word(10) === 0) return ipv4At(12)
  if (word(0) === 0x64 && word(2) === 0xff9b && isZero(4, 12)) return ipv4At(12)
  if (word(0) === 0x2002) return ipv4At(2)
  if (word(0) === 0x2001 && word(2) === 0) return ipv4At(12, 0xff)
  return null
}

/**
 * Whether a calendar may be fetched from this address. An IPv6 address that carries an IPv4 one
 * is judged as that IPv4 address (so ::ffff:7f00:1, [::127.0.0.1] or 64:ff9b::a9fe:a9fe reach
 * no further than 127.0.0.1 or 169.254.169.254 would); loopback only when `allowLoopback` (tests).
 */
export function isAllowedAddress(raw: string, allowLoopback: boolean): boolean {
  const family = isIP(raw)
  if (family === 0) return false
  if (family === 6 && loopback.check(raw, 'ipv6')) return allowLoopback
  const carried = family === 6 ? embeddedIPv4(raw) : null
  const address = carried ?? raw
  const kind = carried || family === 4 ? 'ipv4' : 'ipv6'
  if (loopback.check(address, kind)) return allowLoopback
  return !internal.check(address, kind)
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
