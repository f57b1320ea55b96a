import { getTableConfig } from 'drizzle-orm/pg-core'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { SettingType } from './core'
import { settings, users, type orders } from './resources'

describe('tables derived from the registry', () => {
  it('types each column from its declaration (checked by the typecheck)', () => {
    expectTypeOf<typeof users.$inferSelect.login>().toEqualTypeOf<string>()
    expectTypeOf<typeof users.$inferSelect.active>().toEqualTypeOf<boolean>()
    expectTypeOf<typeof settings.$inferSelect.type>().toEqualTypeOf<SettingType>()
    // Optional, nullable fields stay nullable; a default makes a field optional on insert.
    expectTypeOf<typeof orders.$inferSelect.comment>().toEqualTypeOf<string | null>()
    expectTypeOf<typeof users.$inferInsert>().toHaveProperty('access')
    // @ts-expect-error: a virtual field (the users' password) is not a column.
    expectTypeOf<typeof users.$inferSelect.password>()
    expect(Object.keys(users)).not.toContain('password')
  })

  it('builds users and settings like every other table', () => {
    const names = (t: typeof users | typeof settings) =>
      getTableConfig(t).indexes.map((i) => i.config.name)
    expect(names(users)).toContain('users_login_unique')
    expect(names(settings)).toContain('settings_key_unique')
  })
})
