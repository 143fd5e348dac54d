import { describe, expect, it } from 'vitest'
import { embeddedIPv4, isAllowedAddress } from './address-guard.ts'

/** The IPv4 address in the last 32 bits of an IPv6 one, each bit inverted (Teredo's client). */
const teredo = (ipv4: string) => {
  const [a, b, c, d] = ipv4.split('.').map((part) => Number(part) ^ 0xff) as [number, number, number, number]
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16)
  return `2001:0:4136:e378:8000:63bf:${hex(a, b)}:${hex(c, d)}`
}

describe('IPv6 addresses that carry an IPv4 address', () => {
  it('finds the IPv4 address in every form, compressed or not, dotted or in hex', () => {
    const cases: [string, string | null][] = [
      ['::127.0.0.1', '127.0.0.1'],
      ['::7f00:1', '127.0.0.1'],
      ['0:0:0:0:0:0:a9fe:a9fe', '169.254.169.254'],
      ['::ffff:10.0.0.1', '10.0.0.1'],
      ['::ffff:7f00:1', '127.0.0.1'],
      ['0:0:0:0:0:FFFF:C0A8:0101', '192.168.1.1'],
      ['::ffff:0:a9fe:a9fe', '169.254.169.254'],
      ['64:ff9b::a9fe:a9fe', '169.254.169.254'],
      ['64:ff9b::169.254.169.254', '169.254.169.254'],
      ['64:ff9b:0:0:0:0:808:808', '8.8.8.8'],
      ['2002:a9fe:a9fe::1', '169.254.169.254'],
      ['2002:0a00:0001:1234:5678::9', '10.0.0.1'],
      [teredo('10.0.0.1'), '10.0.0.1'],
      [teredo('127.0.0.1'), '127.0.0.1'],
      ['2606:4700:4700::1111', null],
      ['fe80::1', null],
      ['64:ff9b:1::a9fe:a9fe', null],
    ]
    for (const [address, expected] of cases) expect(embeddedIPv4(address), address).toBe(expected)
  })

  it('judges each by the IPv4 rules: internal ones refused, loopback only when allowed', () => {
    const refused = [
      '::a9fe:a9fe',
      '::ffff:a00:1',
      '::ffff:192.168.1.1',
      '::ffff:0:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::10.1.2.3',
      '64:ff9b:1::a9fe:a9fe',
      '64:ff9b:1:ff00::808:808',
      '2002:a9fe:a9fe::1',
      '2002:c0a8:101::1',
      teredo('169.254.169.254'),
      teredo('172.16.0.1'),
      '::',
      '::0.0.0.0',
      'fec0::1',
    ]
    const loopback = [
      '::1',
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      teredo('127.0.0.1'),
    ]
    const open = [
      '8.8.8.8',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      teredo('8.8.8.8'),
      '2606:4700::1111',
    ]
    // Each address's verdict without, then with, loopback allowed.
    const verdicts = (addresses: string[]) =>
      Object.fromEntries(
        addresses.map((address) => [
          address,
          [isAllowedAddress(address, false), isAllowedAddress(address, true)],
        ]),
      )
    const expected = (addresses: string[], verdict: [boolean, boolean]) =>
      Object.fromEntries(addresses.map((address) => [address, verdict]))
    expect(verdicts([...refused, ...loopback, ...open])).toEqual({
      ...expected(refused, [false, false]),
      ...expected(loopback, [false, true]),
      ...expected(open, [true, true]),
    })
  })
})
