import { describe, expect, it } from 'vitest'
import { prefsSchema } from './prefs'
import { DEFAULT_PREFS } from './prefs-defaults'

describe('DEFAULT_PREFS', () => {
  it('is what the schema reads from nothing', () => {
    expect(DEFAULT_PREFS).toEqual(prefsSchema.parse({}))
  })
})
