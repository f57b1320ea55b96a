import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { informerListSchema, INFORMER_ALIASES } from '@shared/informers'
import { settings } from '../db/schema'
import { DEMO_SETTINGS, seedDemoSettings } from '../demo/settings'
import { INTERNAL_HEADER } from '@shared/contract/http'
import { testConfig, testDatabases, useTestServer } from '../test/harness'

const SECRET = 'main-holds-this-secret-0123456789abcdef'

describe.each(testDatabases())('settings and informers on %s', (kind) => {
  const t = useTestServer(kind, { config: testConfig({ internalSecret: SECRET }) })

  it('get_params: the settings as a JSON string of the nested object, and the user', async () => {
    await seedDemoSettings(t.db)
    const cookie = await t.login({ name: 'Марина', access: 1, login: 'maryna' })
    const res = await t.post('/api/settings/get_params', undefined, { cookie })
    expect(res.status).toBe(200)
    const body = res.body as { data: { settings: string; auth: unknown } }
    expect(body.data.auth).toEqual({ id: expect.any(Number), name: 'Марина', access: 1 })
    expect(typeof body.data.settings).toBe('string')
    const s = JSON.parse(body.data.settings)
    expect(s.info.rekvizity_payment.current).toBe(0)
    expect(s.info.rekvizity_payment.cards[0]).toEqual({
      card: expect.any(String),
      name: expect.any(String),
      bank: expect.any(String),
    })
    expect(Object.keys(s.templates_sms).sort()).toEqual([
      'payment_sms',
      'prepayment_viber',
      'send_ttn',
    ])
    expect(s.templates_sms.send_ttn).toContain('{ttn}')
    expect(Object.values(s.sites).every((v) => typeof v === 'string')).toBe(true)
    for (const account of Object.values(s.api.prom.accounts)) {
      expect(account).toEqual({ name: expect.any(String), login_id: expect.any(String) })
    }
    expect(s.info.phones[0]).toEqual({ phone: expect.any(String) })
    expect(Array.isArray(s.info.addresses)).toBe(true)
    expect(s.info.others[0]).toEqual({ title: expect.any(String), text: expect.any(String) })
    expect(s.delivery).toBeTypeOf('object')
    const realKey = String(DEMO_SETTINGS.find((d) => d.key === 'api.nova_poshta.api_key')?.value)
    expect(s.api.nova_poshta.api_key).toBe(`••••${realKey.slice(-4)}`)
    expect(body.data.settings).not.toContain(realKey)
  })

  it('get_params with no settings at all has every key of the spec, empty', async () => {
    const cookie = await t.login()
    const res = await t.post('/api/settings/get_params', {}, { cookie })
    const s = JSON.parse((res.body as { data: { settings: string } }).data.settings)
    expect(s).toEqual({
      api: { nova_poshta: { api_key: '' }, prom: { accounts: {} } },
      delivery: {},
      info: { rekvizity_payment: { cards: [], current: 0 }, phones: [], addresses: [], others: [] },
      templates_sms: { payment_sms: '', prepayment_viber: '', send_ttn: '' },
      sites: {},
    })
  })

  it('get_params: stored values win over the empty shape, and keep their own keys', async () => {
    await t.db.insert(settings).values([
      { key: 'info.phones', type: 'json', value: '[{"phone":"+380 67 000 00 00"}]' },
      { key: 'templates_sms.send_ttn', type: 'text', value: 'ТТН {ttn}' },
      { key: 'info.schedule', type: 'string', value: 'Пн–Пт 9–18' },
    ])
    const cookie = await t.login()
    const res = await t.post('/api/settings/get_params', {}, { cookie })
    const s = JSON.parse((res.body as { data: { settings: string } }).data.settings)
    expect(s.info.phones).toEqual([{ phone: '+380 67 000 00 00' }])
    expect(s.info.schedule).toBe('Пн–Пт 9–18')
    expect(s.info.rekvizity_payment).toEqual({ cards: [], current: 0 })
    expect(s.templates_sms).toEqual({
      payment_sms: '',
      prepayment_viber: '',
      send_ttn: 'ТТН {ttn}',
    })
  })

  it('get_carrier_key: the real key, or empty when unset, to main (the secret) only', async () => {
    const main = { headers: { [INTERNAL_HEADER]: SECRET } }
    const empty = await t.post('/api/settings/get_carrier_key', {}, main)
    expect(empty.body).toEqual({ data: { api_key: '' } })
    await t.db
      .insert(settings)
      .values({ key: 'api.nova_poshta.api_key', type: 'string', value: ' 0123456789abcdef ' })
    const res = await t.post('/api/settings/get_carrier_key', {}, main)
    expect(res.body).toEqual({ data: { api_key: '0123456789abcdef' } })
  })

  it('get_carrier_key: refused to any session, even an administrator, and to a wrong secret', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'api.nova_poshta.api_key', type: 'string', value: '0123456789abcdef' })
    const cookie = await t.login()
    const asAdmin = await t.post('/api/settings/get_carrier_key', {}, { cookie })
    const wrong = await t.post(
      '/api/settings/get_carrier_key',
      {},
      {
        cookie,
        headers: { [INTERNAL_HEADER]: `${SECRET}x` },
      },
    )
    for (const res of [asAdmin, wrong]) {
      expect(res.status).toBe(403)
      expect(JSON.stringify(res.body)).not.toContain('0123456789abcdef')
    }
  })

  it('get_informers: the six aliases in order, every field filled', async () => {
    const cookie = await t.login()
    const res = await t.post('/api/settings/get_informers', {}, { cookie })
    expect(res.status).toBe(200)
    const list = informerListSchema.parse((res.body as { data: unknown }).data)
    expect(list.map((i) => i.alias)).toEqual([...INFORMER_ALIASES])
    for (const informer of list) {
      expect(informer.title).toMatch(/\p{Script=Cyrillic}/u)
      // Inside the app, or (the Prom ones) the Prom cabinet in a window of its own.
      if (informer.alias.startsWith('prom_')) {
        expect(informer.link).toMatch(/^https:\/\/my\.prom\.ua\/cms\//)
        expect(informer.tg_blank).toBe(true)
      } else {
        expect(informer.link.startsWith('/')).toBe(true)
      }
      expect(['route', 'tracking']).toContain(informer.fun)
    }
    expect(list.find((i) => i.alias === 'ttns_ready')?.fun).toBe('tracking')
    expect(list.find((i) => i.alias === 'new_orders')?.link).toBe('/orders?status=new')
  })

  it('the Prom informers sum each account’s unread counts at its last good import', async () => {
    const cookie = await t.login()
    const count = async () => {
      const res = await t.post('/api/settings/get_informers', {}, { cookie })
      const list = informerListSchema.parse((res.body as { data: unknown }).data)
      return Object.fromEntries(list.map((i) => [i.alias, i]))
    }
    expect((await count()).prom_new_messages?.count).toBe(0)
    await t.db.execute(
      sql`insert into import_runs (source, account, status, messages, chats) values
          ('prom', 'a', 'ok', 5, 1), ('prom', 'a', 'ok', 2, 1), ('prom', 'b', 'partial', 3, 4),
          ('prom', 'b', 'failed', 0, 0), ('rozetka', '', 'ok', 9, 9)`,
    )
    const informers = await count()
    // a's newest good run (2, 1) and b's newest good run (3, 4); the failed run is no news.
    expect(informers.prom_new_messages).toMatchObject({ count: 5, items: [] })
    expect(informers.prom_new_chats).toMatchObject({ count: 5, items: [] })
  })

  it('new orders, ready parcels and my open tasks count real rows', async () => {
    const cookie = await t.login()
    const me = await t.createUser()
    const other = await t.createUser({ login: 'taras', name: 'Тарас', access: 1 })
    const counts = async () => {
      const res = await t.post('/api/settings/get_informers', {}, { cookie })
      const list = informerListSchema.parse((res.body as { data: unknown }).data)
      return Object.fromEntries(list.map((i) => [i.alias, i.count]))
    }
    expect(await counts()).toMatchObject({ new_orders: 0, ttns_ready: 0, new_tasks: 0 })
    await t.db.execute(sql`insert into orders (phone, status, surname) values
      ('0671234567', 'new', 'Бойко'), ('0501234567', 'new', null), ('0931234567', 'sent', 'Мороз')`)
    await t.db.execute(sql`insert into ttns (ttn, status) values
      ('20450000000001', 'ready'), ('20450000000002', 'created')`)
    await t.db.execute(sql`insert into tasks (title, status, instructed_user_id) values
      ('Мені, відкрите', '0', ${me.id}), ('Мені, виконане', '1', ${me.id}),
      ('Іншому', '0', ${other.id})`)
    expect(await counts()).toMatchObject({ new_orders: 2, ttns_ready: 1, new_tasks: 1 })
    // The new orders' count is the status counts' row: it follows an update and a delete.
    await t.db.execute(sql`update orders set status = 'sent' where surname = 'Бойко'`)
    expect(await counts()).toMatchObject({ new_orders: 1 })
    await t.db.execute(sql`delete from orders where status = 'new'`)
    expect(await counts()).toMatchObject({ new_orders: 0 })
  })

  it('settings rows keep their type when read back', async () => {
    await seedDemoSettings(t.db)
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'sites'))
    expect(row?.type).toBe('json')
    expect(row?.version).toBe(1)
    expect(await seedDemoSettings(t.db)).toBe(0)
  })
})
