import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settings } from '../db/schema'
import { readCarrierKey } from '../routes/settings'
import { testDatabases, useTestServer } from '../test/harness'

type One = { data: { id: number; version: number; value: string } }
type Refused = { message: string; errors: Record<string, string[]> }

/**
 * The settings editor's server side: the administrator's nested settings through set_param,
 * secrets that go one way, and every stored value checked against its type.
 */
describe.each(testDatabases())('the settings editor on %s', (kind) => {
  const t = useTestServer(kind)

  const params = async (cookie: string) => {
    const res = await t.post('/api/settings/get_params', undefined, { cookie })
    return JSON.parse((res.body as { data: { settings: string } }).data.settings) as {
      sites: Record<string, string>
      api: {
        nova_poshta: { api_key: string }
        prom: { accounts: Record<string, Record<string, string>> }
      }
    }
  }
  const stored = async (key: string) =>
    (await t.db.select().from(settings).where(eq(settings.key, key)))[0]

  it('sites and Prom accounts are the administrator’s, checked key by key', async () => {
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const refused = await t.post(
      '/api/settings/set_param',
      { key: 'sites', value: { caseshop: 'CaseShop' } },
      { cookie: manager },
    )
    expect(refused.status).toBe(403)

    const admin = await t.login()
    const bad = await t.post(
      '/api/settings/set_param',
      { key: 'sites', value: { 'case shop': 'CaseShop', __proto__x: '' } },
      { cookie: admin },
    )
    expect(bad.status).toBe(422)
    expect(Object.keys((bad.body as Refused).errors).sort()).toEqual(
      ['value.__proto__x', 'value.case shop'].sort(),
    )
    const ok = await t.post(
      '/api/settings/set_param',
      { key: 'sites', value: { caseshop: ' CaseShop.com.ua ', chohol: 'Chohol.in.ua' } },
      { cookie: admin },
    )
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect((await params(manager)).sites).toEqual({
      caseshop: 'CaseShop.com.ua',
      chohol: 'Chohol.in.ua',
    })
    expect((await stored('sites'))?.type).toBe('json')
  })

  it('the Nova Poshta key is written and replaced, and never read back', async () => {
    const admin = await t.login()
    const set = await t.post(
      '/api/settings/set_param',
      { key: 'api.nova_poshta.api_key', value: 'np-key-0123456789abcd' },
      { cookie: admin },
    )
    expect(set.status).toBe(200)
    expect(JSON.stringify(set.body)).not.toContain('np-key')
    expect((await params(admin)).api.nova_poshta.api_key).toBe('••••abcd')
    // The mask sent back means "keep it".
    await t.post(
      '/api/settings/set_param',
      { key: 'api.nova_poshta.api_key', value: '••••abcd' },
      { cookie: admin },
    )
    expect(await readCarrierKey(t.db)).toBe('np-key-0123456789abcd')
    await t.post(
      '/api/settings/set_param',
      { key: 'api.nova_poshta.api_key', value: 'np-key-second-000000' },
      { cookie: admin },
    )
    expect(await readCarrierKey(t.db)).toBe('np-key-second-000000')
  })

  it('a Prom account’s token is masked in the list and kept when the form sends the mask back', async () => {
    const admin = await t.login()
    const accounts = {
      main: { name: 'CaseShop', login_id: '3150871', api_token: 'prom-secret-9876' },
    }
    const created = await t.post(
      '/api/settings/store',
      { key: 'api.prom.accounts', type: 'json', value: JSON.stringify(accounts) },
      { cookie: admin },
    )
    expect(created.status).toBe(200)
    const list = await t.post('/api/settings/get_settings', {}, { cookie: admin })
    expect(JSON.stringify(list.body)).not.toContain('prom-secret')
    const read = await t.post(
      `/api/settings/get/${(created.body as One).data.id}`,
      {},
      { cookie: admin },
    )
    expect(JSON.stringify(read.body)).not.toContain('prom-secret')

    const shown = (await params(admin)).api.prom.accounts
    expect(shown.main?.api_token).toBe('••••9876')
    const renamed = await t.post(
      '/api/settings/set_param',
      {
        key: 'api.prom.accounts',
        value: {
          ...shown,
          main: { ...shown.main, name: 'CaseShop на Prom' },
          second: { name: 'Друге', login_id: '', api_token: '••••' },
        },
      },
      { cookie: admin },
    )
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const row = await stored('api.prom.accounts')
    expect(JSON.parse(row?.value ?? '')).toEqual({
      main: { name: 'CaseShop на Prom', login_id: '3150871', api_token: 'prom-secret-9876' },
      // A mask with nothing behind it is not stored as a token.
      second: { name: 'Друге', login_id: '' },
    })
  })

  it('a value must read as its type; bad JSON is refused with its line and column', async () => {
    const admin = await t.login()
    const store = (body: object) => t.post('/api/settings/store', body, { cookie: admin })
    const number = await store({ key: 'orders.min_sum', type: 'number', value: '150,5' })
    expect(number.status).toBe(422)
    expect((number.body as Refused).errors.value?.[0]).toMatch(/число/)
    const bool = await store({ key: 'sms.enabled', type: 'bool', value: 'так' })
    expect(bool.status).toBe(422)
    const json = await store({ key: 'delivery', type: 'json', value: '{\n  "a": 1\n  "b": 2\n}' })
    expect(json.status).toBe(422)
    expect((json.body as Refused).errors.value).toEqual([
      'Неправильний JSON: рядок 3, стовпець 3: очікувалася кома.',
    ])
    expect(await t.db.select().from(settings)).toHaveLength(0)

    // A text setting changed to json must already be JSON; a good one passes.
    const text = await store({ key: 'info.note', type: 'text', value: 'не json' })
    expect(text.status).toBe(200)
    const { id } = (text.body as One).data
    const retyped = await store({ id, version: 1, type: 'json' })
    expect(retyped.status).toBe(422)
    const good = await store({ id, version: 1, type: 'json', value: '{"a": [1, 2]}' })
    expect(good.status, JSON.stringify(good.body)).toBe(200)
    const yes = await store({ key: 'sms.enabled', type: 'bool', value: '1' })
    expect(yes.status).toBe(200)
  })
})
