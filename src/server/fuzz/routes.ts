import fc from 'fast-check'
import { z } from 'zod'
import { contractRoutes } from '@shared/contract/map'
import type { RouteSpec } from '@shared/contract/routes'
import { getResource } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { writableFields } from '@shared/resources/validation'
import {
  anyBody,
  anySegment,
  deepArray,
  deepJsonText,
  listBody,
  objectBody,
  storeBody,
  withKey,
} from './arbitraries'

/** One request the fuzz suite sends. */
export interface FuzzCase {
  url: string
  body: unknown
}

/** Routes the suite leaves alone: logging out would end the fuzzing session. */
const SKIPPED = new Set(['POST /logout'])

/** Every route of the contract, as the server must register it: new routes are fuzzed too. */
export function fuzzedRoutes(): RouteSpec[] {
  return contractRoutes().filter((r) => !SKIPPED.has(`${r.method} ${r.pattern}`))
}

/** The table a per-table route belongs to and what it does with its body. */
function resourceOf(route: RouteSpec): { def: ResourceDef; op: 'list' | 'store' } | null {
  const m = /^\/api\/([a-z_]+)\/(get_[a-z_]+|store)$/.exec(route.pattern)
  const def = m?.[1] ? getResource(m[1]) : undefined
  if (!m || !def) return null
  return { def, op: m[2] === 'store' ? 'store' : 'list' }
}

function bodyArbitrary(route: RouteSpec): fc.Arbitrary<unknown> {
  // A route that declares its body in the contract: payloads shaped like it, and not.
  if (route.body instanceof z.ZodObject) return objectBody(route.body)
  const resource = resourceOf(route)
  if (!resource) return anyBody
  return resource.op === 'store' ? storeBody(resource.def) : listBody(resource.def)
}

/**
 * The payloads the security probe reported, sent to every route they apply to before the
 * random ones, so the suite proves them on each run whatever the seed draws.
 */
function reportedBodies(route: RouteSpec): unknown[] {
  const resource = resourceOf(route)
  const bodies: unknown[] = [
    { filter: withKey({}, 'constructor', null) },
    JSON.parse('{"__proto__": {"admin": true}}'),
    { sort: '__proto__' },
    { sort: 'constructor' },
    { search: 'a\u0000b' },
    { q: 'a\u0000b' },
    { filter: { id: Array.from({ length: 65_535 }, (_, i) => i + 1) } },
    deepJsonText(100_000),
  ]
  if (resource?.op === 'list') {
    for (const [name] of Object.entries(resource.def.fields)) {
      bodies.push({ filter: { [name]: 'a\u0000b' } })
    }
  }
  if (resource?.op === 'store') {
    for (const [name, field] of writableFields(resource.def)) {
      const extreme =
        field.kind === 'date'
          ? '0000-01-01'
          : field.kind === 'datetime'
            ? '0000-01-01T00:00:00Z'
            : field.kind === 'json'
              ? { a: 'a\u0000b', [`k\u0000`]: deepArray(1000) }
              : 'a\u0000b'
      bodies.push({ [name]: extreme })
      bodies.push({ id: 1, version: 1, [name]: extreme })
    }
  }
  return bodies
}

/**
 * A concrete path for a pattern, each `:param` filled with its own fuzzed segment; a param with
 * a fixed ending (`:account.xml`) keeps its ending, so the fuzzed value reaches the handler.
 */
function pathArbitrary(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split('/')
  const ending = (part: string) => /^:\w+(\..+)$/.exec(part)?.[1] ?? ''
  return fc
    .tuple(...parts.map((p) => (p.startsWith(':') ? anySegment : fc.constant(p))))
    .map((filled) =>
      filled
        .map((s, i) => {
          const part = parts[i] ?? ''
          return part.startsWith(':') ? `${encodeSegment(s)}${ending(part)}` : s
        })
        .join('/'),
    )
}

/** A segment as a URL carries it; a lone surrogate becomes the invalid UTF-8 it would be. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s)
  } catch {
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`
  }
}

/**
 * `count` random cases for a route (from a seed, so every run sends the same ones), after the
 * reported shapes. Params in the path are fuzzed along with the body.
 */
export function casesFor(route: RouteSpec, seed: number, count: number): FuzzCase[] {
  const withBody = route.method !== 'GET'
  const path = pathArbitrary(route.pattern)
  const fixedPath = route.pattern.replace(/:[^/]+/g, '1')
  const reported = withBody ? reportedBodies(route).map((body) => ({ url: fixedPath, body })) : []
  const random = fc.sample(
    fc.record({ url: path, body: withBody ? bodyArbitrary(route) : fc.constant(undefined) }),
    { seed, numRuns: count },
  )
  return [...reported, ...random]
}
