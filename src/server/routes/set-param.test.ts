import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../db/client'
import { seedDemoSettings } from '../demo/settings'
import { testDatabases, useTestServer } from '../test/harness'

type Settings = {
  info: {
    rekvizity_payment: { cards: { card: string }[]; current: number }
    phones: { phone: string }[]
  }
}

describe.each(testDatabases())('set_param on %s', (kind) => {
  const t = useTestServer(kind)

  const read = async (cookie: string): Promise<Settings> => {
    const res = await t.post('/api/settings/get_params', undefined, { cookie })
    return JSON.parse((res.body as { data: { settings: string } }).data.settings) as Settings
  }

  it('a packer switches the current card for every desk; the change is logged', async () => {
    await seedDemoSettings(t.db)
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const res = await t.post(
      '/api/settings/set_param',
      { key: 'info.rekvizity_payment.current', value: 2 },
      { cookie: packer },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ data: { key: 'info.rekvizity_payment.current', value: 2 } })
    const viewer = await t.login({ login: 'viewer', name: 'Глядач', access: 1 })
    const seen = await read(viewer)
    expect(seen.info.rekvizity_payment.current).toBe(2)
    expect(seen.info.rekvizity_payment.cards).toHaveLength(3)

    // Again: the stored row is updated, not duplicated.
    await t.post(
      '/api/settings/set_param',
      { key: 'info.rekvizity_payment.current', value: 1 },
      { cookie: packer },
    )
    expect((await read(viewer)).info.rekvizity_payment.current).toBe(1)
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from settings where key = 'info.rekvizity_payment.current'`,
    )
    expect(rows[0]?.n).toBe(1)
    const logged = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from action_logs where table_name = 'settings'`,
    )
    expect(logged[0]?.n).toBeGreaterThanOrEqual(2)
  })

  it('the lists are the managers’: a packer is refused, a viewer cannot even switch', async () => {
    await seedDemoSettings(t.db)
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const refused = await t.post(
      '/api/settings/set_param',
      { key: 'info.phones', value: [{ phone: '0501112233' }] },
      { cookie: packer },
    )
    expect(refused.status).toBe(403)
    const viewer = await t.login({ login: 'viewer', name: 'Глядач', access: 1 })
    const noSwitch = await t.post(
      '/api/settings/set_param',
      { key: 'info.rekvizity_payment.current', value: 1 },
      { cookie: viewer },
    )
    expect(noSwitch.status).toBe(403)

    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const ok = await t.post(
      '/api/settings/set_param',
      { key: 'info.phones', value: [{ phone: ' 0501112233 ' }] },
      { cookie: manager },
    )
    expect(ok.status).toBe(200)
    expect((await read(manager)).info.phones).toEqual([{ phone: '0501112233' }])
  })

  it('refuses a value of the wrong shape, and a key outside the list, writing nothing', async () => {
    const cookie = await t.login()
    const bad = await t.post(
      '/api/settings/set_param',
      { key: 'info.others', value: [{ title: '', text: 'x' }] },
      { cookie },
    )
    expect(bad.status).toBe(422)
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(['value.0.title'])
    const other = await t.post(
      '/api/settings/set_param',
      { key: 'security.session_idle_minutes', value: 1 },
      { cookie },
    )
    expect(other.status).toBe(422)
    const negative = await t.post(
      '/api/settings/set_param',
      { key: 'info.rekvizity_payment.current', value: -1 },
      { cookie },
    )
    expect(negative.status).toBe(422)
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from settings`)
    expect(rows[0]?.n).toBe(0)
  })
})
