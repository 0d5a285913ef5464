import ipaddr from 'ipaddr.js'

/**
 * Which addresses a user-supplied URL may reach. ipaddr.js names the range of every address
 * (private, loopback, linkLocal, uniqueLocal, multicast, carrierGradeNat, unspecified, reserved,
 * broadcast, 6to4, teredo, rfc6052…); only ordinary public 'unicast' is allowed, so a new special
 * range is refused by default. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 it carries.
 * Cloud metadata addresses fall in these ranges: 169.254.169.254 (linkLocal), fd00:ec2::254
 * (uniqueLocal), 100.100.100.200 (carrierGradeNat).
 */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid'
  return ipaddr.process(address).range()
}

/** Null when the address may be fetched; else the name of its range. Loopback only when a test run allows it. */
export function refusedRange(address: string, options: { allowLoopback?: boolean } = {}): string | null {
  const range = addressRange(address)
  if (range === 'unicast') return null
  if (range === 'loopback' && options.allowLoopback) return null
  return range
}

export { parseFetchableUrl } from '@/shared/urls'

/** The host part as an address when it is one ([::1] → ::1), else null (a name to resolve). */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return ipaddr.isValid(host) ? host : null
}
