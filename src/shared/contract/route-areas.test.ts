import { describe, expect, it } from 'vitest'
import { answerSchemaOf } from './answers'
import { contractRoutes, specOf, type RouteKey } from './map'
import { FIXED_AREAS, areaOf } from './route-areas'
import { FIXED_RULES, type FixedKey } from './route-rules'

const keyOf = (route: { method: string; pattern: string }) =>
  `${route.method} ${route.pattern}` as RouteKey

describe('the fixed routes’ areas', () => {
  it('hold every fixed route once, each in the area its path names', async () => {
    const seen: string[] = []
    for (const area of FIXED_AREAS) {
      const { SCHEMAS } = (await import(`./areas/${area}.ts`)) as { SCHEMAS: object }
      for (const key of Object.keys(SCHEMAS)) {
        expect(areaOf(key as FixedKey), key).toBe(area)
        seen.push(key)
      }
    }
    expect(seen.sort()).toEqual(Object.keys(FIXED_RULES).sort())
  })

  it('give every route of the contract the answer schema the server checks', async () => {
    for (const route of contractRoutes()) {
      const key = keyOf(route)
      const schema = await answerSchemaOf(key)
      if (key in FIXED_RULES) expect(schema, key).toBe(specOf(key).answer)
      else expect(schema.def.type, key).toBe(specOf(key).answer.def.type)
    }
  })

  it('find nothing for a key outside the contract', async () => {
    await expect(answerSchemaOf('POST /api/nothing/get_nothing' as RouteKey)).rejects.toThrow(
      /not a route/,
    )
  })
})
