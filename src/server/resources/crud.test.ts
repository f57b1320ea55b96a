import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RESOURCES, RESOURCE_DEFS } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { MSG } from '@shared/resources/messages'
import { isNameField } from '@shared/resources/values'
import { testDatabases, useTestServer } from '../test/harness'
import { logTypeOf } from './audit'
import { RESOURCE_MESSAGES } from './context'
import { column, RESOURCE_TABLES } from './tables'
import { badPayload, changeableField, samplePayload, sampleValue } from './test/samples'

type Body = { data: Record<string, unknown>; message?: string; errors?: Record<string, string[]> }

const writable = RESOURCE_DEFS.filter(
  (d) => !(d as ResourceDef).readOnly && !(d as ResourceDef).serverWrites,
) as ResourceDef[]

describe.each(testDatabases())('every table round-trips through the generic API on %s', (kind) => {
  const t = useTestServer(kind)

  const rowCount = async (table: string) => {
    const rt = RESOURCE_TABLES[table as keyof typeof RESOURCE_TABLES]
    return (await t.db.select({ n: count() }).from(rt.table))[0]?.n ?? 0
  }
  const logs = RESOURCE_TABLES.action_logs
  const logsOf = (table: string) =>
    t.db
      .select()
      .from(logs.table)
      .where(eq(column(logs, 'table_name'), table))
      .orderBy(column(logs, 'id')) as Promise<Record<string, unknown>[]>

  /** An existing row of every table `def` refers to (created through the API). */
  async function refsFor(
    def: ResourceDef,
    cookie: string,
    seen: ReadonlySet<string> = new Set([def.table]),
  ): Promise<Record<string, number>> {
    const refs: Record<string, number> = { users: (await t.createUser()).id }
    for (const field of Object.values(def.fields)) {
      // A reference back into the chain (a category's parent) stays empty in the samples.
      if (field.kind !== 'ref' || seen.has(field.table) || refs[field.table] !== undefined) continue
      const target = RESOURCES[field.table as keyof typeof RESOURCES] as ResourceDef
      const nested = await refsFor(target, cookie, new Set([...seen, field.table]))
      const payload = samplePayload(target, 0, nested)
      const res = await t.post(`/api/${field.table}/store`, payload, { cookie })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      refs[field.table] = (res.body as Body).data.id as number
    }
    return refs
  }

  it.each(writable)('$table: create, read, update, stale update, delete', async (def) => {
    const cookie = await t.login()
    const table = def.table
    const refs = await refsFor(def, cookie)
    const before = await rowCount(table)

    const created = await t.post(`/api/${table}/store`, samplePayload(def, 1, refs), { cookie })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const record = (created.body as Body).data
    expect(record).toMatchObject({ version: 1 })
    expect(typeof record.id).toBe('number')
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.secret) expect(record).not.toHaveProperty(name)
    }

    const read = await t.post(`/api/${table}/get/${record.id}`, {}, { cookie })
    expect(read.status).toBe(200)
    expect((read.body as Body).data).toEqual(record)

    const [field, fieldDef] = changeableField(def)
    const newValue = sampleValue(field, fieldDef, 2)
    const updated = await t.post(
      `/api/${table}/store`,
      { id: record.id, version: 1, [field]: newValue },
      { cookie },
    )
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect((updated.body as Body).data).toMatchObject({ id: record.id, version: 2 })

    const stale = await t.post(
      `/api/${table}/store`,
      { id: record.id, version: 1, [field]: sampleValue(field, fieldDef, 3) },
      { cookie },
    )
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ message: RESOURCE_MESSAGES.stale })
    const afterStale = await t.post(`/api/${table}/get/${record.id}`, {}, { cookie })
    expect((afterStale.body as Body).data).toEqual((updated.body as Body).data)

    const deleted = await t.request('DELETE', `/api/${table}/${record.id}`, undefined, { cookie })
    expect(deleted.status).toBe(200)
    const gone = await t.post(`/api/${table}/get/${record.id}`, {}, { cookie })
    expect(gone.status).toBe(404)
    expect(gone.body).toMatchObject({ message: RESOURCE_MESSAGES.notFound })
    expect(await rowCount(table)).toBe(before)

    const written = (await logsOf(table)).filter((l) => l.record_id === record.id)
    expect(written.map((l) => l.action)).toEqual(['create', 'update', 'delete'])
    expect(written[1]?.changes).toHaveProperty(field)
    expect(new Set(written.map((l) => l.type))).toEqual(new Set([logTypeOf(table)]))
  })

  it.each(writable)('$table: a bad payload is refused with 422 and writes nothing', async (def) => {
    const cookie = await t.login()
    const { body, fields } = badPayload(def)
    const rows = await rowCount(def.table)
    const logCount = (await logsOf(def.table)).length
    const res = await t.post(`/api/${def.table}/store`, body, { cookie })
    expect(res.status).toBe(422)
    const answer = res.body as Body
    expect(answer.message).toEqual(expect.any(String))
    for (const field of fields) {
      expect(answer.errors?.[field], field).toEqual([expect.stringMatching(/\S/)])
    }
    expect(await rowCount(def.table)).toBe(rows)
    expect((await logsOf(def.table)).length).toBe(logCount)
  })

  it.each(writable)(
    '$table: of 20 concurrent updates from one version one wins, the rest get 409; none without a version',
    async (def) => {
      const cookie = await t.login()
      const refs = await refsFor(def, cookie)
      const created = await t.post(`/api/${def.table}/store`, samplePayload(def, 1, refs), {
        cookie,
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const id = (created.body as Body).data.id
      const [field, fieldDef] = changeableField(def)

      const noVersion = await t.post(
        `/api/${def.table}/store`,
        { id, [field]: sampleValue(field, fieldDef, 3) },
        { cookie },
      )
      expect(noVersion.status).toBe(422)
      expect((noVersion.body as Body).errors).toEqual({ version: [MSG.required] })

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          t.post(
            `/api/${def.table}/store`,
            { id, version: 1, [field]: sampleValue(field, fieldDef, n + 2) },
            { cookie },
          ),
        ),
      )
      const statuses = answers.map((a) => a.status).sort()
      expect(statuses).toEqual([200, ...Array<number>(19).fill(409)])
      const read = await t.post(`/api/${def.table}/get/${String(id)}`, {}, { cookie })
      expect((read.body as Body).data).toMatchObject({ version: 2 })
    },
  )

  /** Tables with a sum, or a field that names the record. */
  const signedOrNamed = writable.filter((def) =>
    Object.entries(def.fields).some(
      ([name, f]) => !f.readOnly && (f.kind === 'money' || isNameField(def, name, f)),
    ),
  )
  it.each(signedOrNamed)(
    '$table: a negative sum and a bidi control in a name are field errors, writing nothing',
    async (def) => {
      const cookie = await t.login()
      const refs = await refsFor(def, cookie)
      const before = await rowCount(def.table)
      const bad: Record<string, unknown> = {}
      const expected: Record<string, string[]> = {}
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.readOnly || f.virtual) continue
        if (f.kind === 'money') {
          bad[name] = -1
          expected[name] = [MSG.notNegative]
        } else if (isNameField(def, name, f)) {
          // "Чохол" shown backwards after a right-to-left override.
          bad[name] = 'Чохол \u202eлохоЧ'
          expected[name] = [MSG.bidi]
        }
      }
      const res = await t.post(
        `/api/${def.table}/store`,
        { ...samplePayload(def, 1, refs), ...bad },
        { cookie },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(422)
      const errors = (res.body as Body).errors ?? {}
      for (const [name, [message]] of Object.entries(expected)) {
        expect(errors[name], name).toContain(message)
      }
      expect(await rowCount(def.table)).toBe(before)
    },
  )

  it('refuses a NUL in a name and a year-0 instant as field errors, writing nothing', async () => {
    const cookie = await t.login()
    const nul = await t.post(
      '/api/orders/store',
      { phone: '0671234567', surname: 'a\u0000b' },
      { cookie },
    )
    expect(nul.status).toBe(422)
    expect((nul.body as Body).errors).toEqual({ surname: [MSG.badChar] })
    const parser = await t.post(
      '/api/parsers/store',
      { title: 'Prom', url: 'https://example.com/feed', last_run_at: '0000-01-01T00:00:00Z' },
      { cookie },
    )
    expect(parser.status).toBe(422)
    expect((parser.body as Body).errors).toEqual({ last_run_at: [MSG.yearRange(1900, 2200)] })
    expect(await rowCount('orders')).toBe(0)
    expect(await rowCount('parsers')).toBe(0)
    expect(await rowCount('action_logs')).toBe(0)
  })

  it('answers 404 for an update or delete of a record that does not exist', async () => {
    const cookie = await t.login()
    const update = await t.post(
      '/api/orders/store',
      { id: 999, version: 1, status: 'sent' },
      { cookie },
    )
    expect(update.status).toBe(404)
    const del = await t.request('DELETE', '/api/orders/999', undefined, { cookie })
    expect(del.status).toBe(404)
    const junk = await t.post('/api/orders/get/abc', {}, { cookie })
    expect(junk.status).toBe(404)
  })

  it('answers 404 {message} for a table that is not in the registry', async () => {
    const cookie = await t.login()
    // The sessions table has its own routes (routes/sessions.ts), never the generic ones.
    const paths = [
      '/api/sessions/store',
      '/api/sessions/get/1',
      '/api/nope/store',
      '/api/nope/get/1',
    ]
    for (const path of paths) {
      const res = await t.post(path, {}, { cookie })
      expect(res.status, path).toBe(404)
      expect(res.body).toMatchObject({ message: expect.any(String) })
    }
  })

  it('refuses references to records that do not exist, but keeps old ones on edits', async () => {
    const cookie = await t.login()
    const bad = await t.post(
      '/api/order_items/store',
      { order_id: 404, title: 'Чохол', price: 1 },
      { cookie },
    )
    expect(bad.status).toBe(422)
    expect((bad.body as Body).errors).toEqual({ order_id: [RESOURCE_MESSAGES.missingRef] })
    expect(await rowCount('order_items')).toBe(0)

    const product = await t.post(
      '/api/products/store',
      { title_uk: 'Скло', type: 'plenki', price: 99 },
      { cookie },
    )
    const productId = (product.body as Body).data.id
    const cart = await t.post('/api/cart/store', { product_id: productId }, { cookie })
    expect(cart.status).toBe(200)
    await t.request('DELETE', `/api/products/${productId}`, undefined, { cookie })
    const row = (cart.body as Body).data
    const edit = await t.post(
      '/api/cart/store',
      { id: row.id, version: row.version, product_id: productId, comment: 'Товар зняли з продажу' },
      { cookie },
    )
    expect(edit.status).toBe(200)
  })

  it('refuses a second record with a unique value already taken, naming the field', async () => {
    const cookie = await t.login()
    const first = await t.post(
      '/api/ttns/store',
      { title: 'VDMT', ttn: '20450000000001' },
      { cookie },
    )
    expect(first.status).toBe(200)
    const again = await t.post(
      '/api/ttns/store',
      { title: 'other', ttn: '20450000000001' },
      { cookie },
    )
    expect(again.status).toBe(422)
    expect((again.body as Body).errors).toEqual({ ttn: [RESOURCE_MESSAGES.duplicate] })
    expect(await rowCount('ttns')).toBe(1)
  })

  it('deletes an order with its items, logging each', async () => {
    const cookie = await t.login()
    const order = await t.post('/api/orders/store', { phone: '0501234567' }, { cookie })
    const id = (order.body as Body).data.id
    for (const title of ['Чохол iPhone 15', 'Скло iPhone 15']) {
      const item = await t.post(
        '/api/order_items/store',
        { order_id: id, title, price: 350 },
        { cookie },
      )
      expect(item.status).toBe(200)
    }
    const res = await t.request('DELETE', `/api/orders/${id}`, undefined, { cookie })
    expect(res.status).toBe(200)
    expect(await rowCount('order_items')).toBe(0)
    expect((await logsOf('order_items')).map((l) => l.action)).toEqual([
      'create',
      'create',
      'delete',
      'delete',
    ])
  })

  it('hashes a user password, never returns it, and logs it only as changed', async () => {
    const cookie = await t.login()
    const res = await t.post(
      '/api/users/store',
      { login: 'packer', name: 'Пакувальник', password: 'short' },
      { cookie },
    )
    expect(res.status).toBe(422)
    expect((res.body as Body).errors).toEqual({ password: [MSG.minLength(10)] })
    const ok = await t.post(
      '/api/users/store',
      { login: 'packer', name: 'Пакувальник', password: 'packer-pass-1' },
      { cookie },
    )
    expect(ok.status).toBe(200)
    expect(JSON.stringify(ok.body)).not.toMatch(/packer-pass-1|password|scrypt/)
    const login = await t.post('/login', { login: 'packer', password: 'packer-pass-1' })
    expect(login.status).toBe(200)
    const [log] = await logsOf('users').then((l) => l.filter((x) => x.action === 'create'))
    expect(JSON.stringify(log?.changes)).not.toMatch(/packer-pass-1|scrypt/)
  })

  it('keeps an administrator from deleting, deactivating or demoting their own account', async () => {
    const cookie = await t.login()
    const me = (
      (await t.post('/api/users/get_users', { search: 'admin' }, { cookie })).body as {
        data: Record<string, unknown>[]
      }
    ).data[0]!
    for (const change of [{ active: false }, { access: 1 }]) {
      const res = await t.post(
        '/api/users/store',
        { id: me.id, version: me.version, ...change },
        { cookie },
      )
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ message: RESOURCE_MESSAGES.ownAccount })
    }
    const del = await t.request('DELETE', `/api/users/${me.id}`, undefined, { cookie })
    expect(del.status).toBe(409)
    const rename = await t.post(
      '/api/users/store',
      { id: me.id, version: me.version, name: 'Олена' },
      { cookie },
    )
    expect(rename.status).toBe(200)
  })

  it('lets only administrators read users and change settings', async () => {
    const staff = await t.login({ login: 'staff', name: 'Продавець', access: 1 })
    const users = await t.post('/api/users/get_users', {}, { cookie: staff })
    expect(users.status).toBe(403)
    expect(users.body).toMatchObject({ message: RESOURCE_MESSAGES.forbidden })
    const setting = await t.post(
      '/api/settings/store',
      { key: 'delivery', value: '1' },
      { cookie: staff },
    )
    expect(setting.status).toBe(403)
    expect(await rowCount('settings')).toBe(0)
    const orders = await t.post('/api/orders/get_orders', {}, { cookie: staff })
    expect(orders.status).toBe(200)
  })

  it('masks the carrier key in settings and keeps it when the mask comes back', async () => {
    const cookie = await t.login()
    const key = 'np-secret-key-1234'
    const res = await t.post(
      '/api/settings/store',
      { key: 'api.nova_poshta.api_key', value: key, title: 'Ключ API' },
      { cookie },
    )
    const stored = (res.body as Body).data
    expect(stored.value).toBe('••••1234')
    const edit = await t.post(
      '/api/settings/store',
      { id: stored.id, version: 1, value: '••••1234', title: 'Ключ Нової Пошти' },
      { cookie },
    )
    expect(edit.status).toBe(200)
    const stored2 = await t.db
      .select({ value: column(RESOURCE_TABLES.settings, 'value') })
      .from(RESOURCE_TABLES.settings.table)
    expect(stored2.map((r) => r.value)).toContain(key)
  })
})
