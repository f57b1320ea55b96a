import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCESS } from '@shared/access'
import { RESOURCE_DEFS } from '@shared/resources/registry'
import { authorFields, createSchema, updateSchema } from '@shared/resources/validation'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { RESOURCE_MESSAGES } from './context'

type Body = { data: Record<string, unknown>; message?: string }

describe('who did it is what the session says', () => {
  it('every "who did it" field of the registry is the server’s: no create or edit schema takes it', () => {
    const declared = RESOURCE_DEFS.flatMap((def) =>
      authorFields(def).map(
        ([name, field]) => `${def.table}.${name}${field.author === true ? '' : ' (reassign)'}`,
      ),
    )
    expect(declared.sort()).toEqual(
      [
        'calls.user_id (reassign)',
        'cart.user_id',
        'cash_flows.user_id',
        'inventory.user_id',
        'orders.user_id (reassign)',
        'orders_images.user_id',
        'payments.user_id',
        'sms.user_id',
        'tasks.user_id',
        'ttns.user_id',
      ].sort(),
    )
    for (const def of RESOURCE_DEFS) {
      for (const [name, field] of authorFields(def)) {
        if (field.author !== true) continue
        const created = createSchema(def).safeParse({ [name]: 999 })
        if (created.success) expect(created.data, `${def.table}.${name}`).not.toHaveProperty(name)
        const updated = updateSchema(def).safeParse({ id: 1, version: 1, [name]: 999 })
        if (updated.success) expect(updated.data, `${def.table}.${name}`).not.toHaveProperty(name)
      }
    }
  })
})

describe.each(testDatabases())('a packer cannot forge who did it on %s', (kind) => {
  const t = useTestServer(kind)

  async function people() {
    const admin = await t.createUser()
    const packer = await t.createUser({
      login: 'packer',
      name: 'Тарас Пакувальник',
      password: 'packer-pass-long',
      access: ACCESS.packer,
    })
    const cookie = await t.login({ login: 'packer', password: 'packer-pass-long' })
    return { admin, packer, cookie }
  }

  it('a task, a till entry and a parcel are the packer’s, whoever the request names; the assignee stays chosen', async () => {
    const { admin, packer, cookie } = await people()
    const task = (await t.post(
      '/api/tasks/store',
      { title: 'Перевірити склад', user_id: admin.id, instructed_user_id: admin.id },
      { cookie },
    )) as { status: number; body: Body }
    expect(task.status).toBe(200)
    expect(task.body.data).toMatchObject({ user_id: packer.id, instructed_user_id: admin.id })

    const cash = (await t.post(
      '/api/cash_flows/store',
      {
        amount: 100,
        type: 'income',
        category: 'default',
        user_id: admin.id,
        whom_user_id: admin.id,
      },
      { cookie },
    )) as { status: number; body: Body }
    expect(cash.status).toBe(200)
    expect(cash.body.data).toMatchObject({ user_id: packer.id, whom_user_id: admin.id })

    const ttn = (await t.post(
      '/api/ttns/store',
      { ttn: '20450000123456', user_id: admin.id },
      { cookie },
    )) as { status: number; body: Body }
    expect(ttn.status).toBe(200)
    expect(ttn.body.data.user_id).toBe(packer.id)

    // An edit keeps the author, whoever edits and whatever they send.
    const adminCookie = await t.login()
    const edited = (await t.post(
      '/api/tasks/store',
      { id: task.body.data.id, version: task.body.data.version, title: 'Інше', user_id: admin.id },
      { cookie: adminCookie },
    )) as { status: number; body: Body }
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ title: 'Інше', user_id: packer.id })
  })

  it('an order is the packer’s own; only a manager hands it to someone else', async () => {
    const { admin, packer, cookie } = await people()
    const order = (await t.post(
      '/api/orders/store',
      { phone: '0671234567', surname: 'Коваль', status: 'new', user_id: admin.id },
      { cookie },
    )) as { status: number; body: Body }
    expect(order.status).toBe(200)
    expect(order.body.data.user_id).toBe(packer.id)
    const moved = (await t.post(
      '/api/orders/store',
      { id: order.body.data.id, version: order.body.data.version, user_id: admin.id },
      { cookie },
    )) as { status: number; body: Body }
    expect(moved.status).toBe(403)
    expect(moved.body.message).toBe(RESOURCE_MESSAGES.reassign)
    // Sending the manager it already has is no change.
    const same = await t.post(
      '/api/orders/store',
      {
        id: order.body.data.id,
        version: order.body.data.version,
        user_id: packer.id,
        surname: 'Б',
      },
      { cookie },
    )
    expect(same.status).toBe(200)
    // An administrator assigns the order's manager.
    const adminCookie = await t.login()
    const assigned = (await t.post(
      '/api/orders/store',
      { phone: '0671234567', surname: 'Мельник', status: 'new', user_id: packer.id },
      { cookie: adminCookie },
    )) as { status: number; body: Body }
    expect(assigned.body.data.user_id).toBe(packer.id)
  })

  it('an SMS record is written by sending only: nobody creates, rewrites or attributes one', async () => {
    const { admin, cookie } = await people()
    await t.db.execute(sql`insert into sms (phone, text, status, user_id, created_at, updated_at)
      values ('0671234567', 'Оплатіть 250 грн', 'sent', ${admin.id}, now(), now())`)
    const [sent] = await queryRows<{ id: number; version: number }>(
      t.db,
      sql`select id, version from sms`,
    )
    const adminCookie = await t.login()
    for (const who of [cookie, adminCookie]) {
      const rewrite = await t.post(
        '/api/sms/store',
        { id: sent?.id, version: sent?.version, text: 'Інший текст', status: 'failed' },
        { cookie: who },
      )
      expect(rewrite.status).toBe(404)
      const forged = await t.post(
        '/api/sms/store',
        { phone: '0671234567', text: 'Надіслано', status: 'sent', user_id: admin.id },
        { cookie: who },
      )
      expect(forged.status).toBe(404)
    }
    const rows = await queryRows<{ text: string; status: string }>(
      t.db,
      sql`select text, status from sms`,
    )
    expect(rows).toEqual([{ text: 'Оплатіть 250 грн', status: 'sent' }])
    // Deleting a record stays the administrator's.
    expect((await t.request('DELETE', `/api/sms/${sent?.id}`, undefined, { cookie })).status).toBe(
      403,
    )
    expect(
      (await t.request('DELETE', `/api/sms/${sent?.id}`, undefined, { cookie: adminCookie }))
        .status,
    ).toBe(200)
  })
})
