import { isIP } from 'node:net'
import { networkInterfaces } from 'node:os'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { answer } from './messages'

/**
 * Every request must name this server in its `Host` (or, from a proxy TRUST_PROXY trusts, its
 * `X-Forwarded-Host`): a loopback name or address, a name of `SHOP_PUBLIC_HOST`, the address it
 * listens on, or, when it listens on every interface (`0.0.0.0`, `::`), the address of one of
 * its own interfaces (a desk on the shop's LAN that types the server's IP). A page on another
 * site whose name an attacker re-points at 127.0.0.1 or a LAN address (DNS rebinding) sends that
 * site's name, and is refused on every route before anything else runs.
 */

const LOOPBACK_NAMES = new Set(['localhost', 'localhost.'])

/** A `Host`'s name part, lowercased, IPv6 without its brackets ("" when there is none). */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase()
  if (value.startsWith('[')) {
    const end = value.indexOf(']')
    return end > 0 ? value.slice(1, end) : ''
  }
  return value.split(':', 1)[0] ?? ''
}

/** 127.0.0.0/8, ::1 and ::ffff:127.x: this machine. */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '')
  if (isIP(a) === 4) return a.startsWith('127.')
  return a === '::1'
}

/** A host name (no port, no brackets) that means this machine only. */
export function isLoopbackName(name: string): boolean {
  const n = name.toLowerCase()
  return LOOPBACK_NAMES.has(n) || n.endsWith('.localhost') || isLoopbackAddress(n)
}

/** `HOST` as a bare name or address (`[::1]` and `::1` alike). */
function bare(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
}

/** Listening on every interface: reachable at any of the machine's addresses. */
/** `HOST` names this machine only: nobody else can reach the server directly. */
export function listensOnLoopbackOnly(host: string): boolean {
  return isLoopbackName(bare(host))
}

export function isWildcard(host: string): boolean {
  const h = bare(host)
  return h === '0.0.0.0' || h === '::'
}

function interfaceAddresses(): Set<string> {
  const found = new Set<string>()
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) found.add(entry.address.toLowerCase().replace(/%.*$/, ''))
  }
  return found
}

export interface HostRules {
  /** The address the server listens on (`HOST`). */
  listen: string
  /** `SHOP_PUBLIC_HOST`: the names the shop reaches it by (lowercase, no port). */
  publicHosts: readonly string[]
}

/** Whether a request's host name (no port) is one of this server's own. */
export function isOwnHostname(name: string, rules: HostRules): boolean {
  if (!name) return false
  if (isLoopbackName(name)) return true
  if (rules.publicHosts.includes(name)) return true
  if (name === bare(rules.listen)) return true
  // A LAN desk reaches a server that listens everywhere by one of the machine's addresses.
  // Only an address literal: a rebinding page can only send a name.
  return isWildcard(rules.listen) && isIP(name) !== 0 && interfaceAddresses().has(name)
}

/** The host name the request names: X-Forwarded-Host only from a trusted proxy (Fastify's). */
export function requestHostname(request: FastifyRequest): string {
  return hostnameOf(request.host)
}

/** Refuses, on every route (the UI's files and not-found answers too), a foreign host name. */
export function installHostCheck(app: FastifyInstance, rules: HostRules): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isOwnHostname(requestHostname(request), rules)) return
    return reply.code(421).send(answer('http.foreignHost'))
  })
}

/**
 * The first administrator may be claimed only from this machine, by a page of this server:
 * the connection from loopback (a proxy in front counts as not loopback when TRUST_PROXY lets
 * it name the client), the `Host` a loopback name, and the `Origin`, which every browser sends
 * with a POST, that same host. (Main's proxy and command-line tools send no `Origin`.)
 */
export function isLocalClaim(request: FastifyRequest): boolean {
  const socket = request.socket.remoteAddress ?? ''
  if (!isLoopbackAddress(socket) || !isLoopbackAddress(request.ip ?? '')) return false
  const host = request.headers.host ?? ''
  if (!isLoopbackName(hostnameOf(host))) return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === host.toLowerCase()
  } catch {
    return false
  }
}
