import { describe, expect, it } from 'vitest'
import { contractRoutes } from './map'
import { contractRules } from './route-keys'

describe('the route map without schemas', () => {
  it('has every route of the map, with the same rule, and no other', () => {
    const rule = ({ method, pattern, access, unmarked }: (typeof rules)[number]) => ({
      key: `${method} ${pattern}`,
      access,
      unmarked,
    })
    const rules = contractRules()
    expect(rules.map(rule)).toEqual(contractRoutes().map(rule))
  })
})
