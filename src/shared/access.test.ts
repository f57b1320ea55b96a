import { describe, expect, it } from 'vitest'
import { hasAccess } from './access'

describe('hasAccess', () => {
  it('grants an equal or higher level', () => {
    expect(hasAccess({ access: 5 }, 5)).toBe(true)
    expect(hasAccess({ access: 10 }, 5)).toBe(true)
    expect(hasAccess({ access: 1 }, 0)).toBe(true)
  })
  it('refuses a lower level, no user, no access, and broken numbers', () => {
    expect(hasAccess({ access: 4 }, 5)).toBe(false)
    expect(hasAccess(null, 1)).toBe(false)
    expect(hasAccess(undefined, 0)).toBe(false)
    expect(hasAccess({ access: 0 }, 0)).toBe(false)
    expect(hasAccess({ access: Number.NaN }, 1)).toBe(false)
    expect(hasAccess({ access: 9 }, Number.NaN)).toBe(false)
  })
})
