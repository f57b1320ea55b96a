import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { MSG } from '@shared/resources/messages'
import {
  FAKE_API_KEY,
  startFakeCarrier,
  type FakeCarrier,
} from '../../../tests/fake-carrier/index.mjs'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { RESOURCE_MESSAGES } from './context'

type One = { data: Record<string, unknown>; errors?: Record<string, string[]>; message?: string }
type Many = { data: Record<string, unknown>[] }

// The fake's documents: ...0001 arrived at the branch (7), ...0002 on its way (5).
const ARRIVED = '20450000000001'
const ON_THE_WAY = '20450000000002'

describe.each(testDatabases())(
  'the spec endpoints for tasks, cash flows and TTNs on %s',
  (kind) => {
    let fake: FakeCarrier
    const t = useTestServer(kind, {
      // Every carrier call goes to the fake on loopback, whatever the configured address.
      fetch: (_input, init) => globalThis.fetch(fake.url, init),
    })
    beforeAll(async () => {
      fake = await startFakeCarrier()
    })
    afterAll(async () => {
      await fake.close()
    })

    describe('tasks', () => {
      it('store trims the title, defaults the mark and status, answers the task', async () => {
        const cookie = await t.login()
        const packer = await t.createUser({ login: 'packer', name: 'Пакувальник', access: 1 })
        const res = await t.post(
          '/api/tasks/store',
          { title: '  Передзвонити клієнту  ', user_id: 1, instructed_user_id: packer.id },
          { cookie },
        )
        expect(res.status).toBe(200)
        expect((res.body as One).data).toMatchObject({
          title: 'Передзвонити клієнту',
          mark: 'default',
          status: '0',
          user_id: 1,
          instructed_user_id: packer.id,
        })
      })

      it('store refuses a blank title and writes nothing', async () => {
        const cookie = await t.login()
        const res = await t.post('/api/tasks/store', { title: '   ', mark: 'danger' }, { cookie })
        expect(res.status).toBe(422)
        expect((res.body as One).errors).toEqual({ title: [MSG.required] })
        const list = await t.post('/api/tasks/get_tasks', {}, { cookie })
        expect((list.body as Many).data).toEqual([])
      })

      it('store edits by id with the version it read; without one it is refused', async () => {
        const cookie = await t.login()
        const created = (await t.post('/api/tasks/store', { title: 'Т' }, { cookie })).body as One
        const missing = await t.post(
          '/api/tasks/store',
          { id: created.data.id, title: 'Без версії' },
          { cookie },
        )
        expect(missing.status).toBe(422)
        expect((missing.body as One).errors).toEqual({ version: [MSG.required] })
        const res = await t.post(
          '/api/tasks/store',
          { id: created.data.id, version: 1, title: 'Нова назва', status: 0, mark: 'warning' },
          { cookie },
        )
        expect(res.status).toBe(200)
        expect((res.body as One).data).toMatchObject({ title: 'Нова назва', version: 2 })
        const stale = await t.post(
          '/api/tasks/store',
          { id: created.data.id, version: 1, title: 'Застаріле' },
          { cookie },
        )
        expect(stale.status).toBe(409)
      })

      it('set_status toggles, refuses ticking a locked task done, lets its title reopen it', async () => {
        const cookie = await t.login()
        const task = ((await t.post('/api/tasks/store', { title: 'Т' }, { cookie })).body as One)
          .data
        const done = await t.post(`/api/tasks/set_status/${task.id}/1`, undefined, { cookie })
        expect((done.body as One).data).toMatchObject({ status: '1', version: 2 })
        await t.post(`/api/tasks/set_status/${task.id}/-1`, undefined, { cookie })
        const refused = await t.post(`/api/tasks/set_status/${task.id}/1`, undefined, { cookie })
        expect(refused.status).toBe(409)
        expect(refused.body).toMatchObject({ message: RESOURCE_MESSAGES.taskLocked })
        const reopened = await t.post(`/api/tasks/set_status/${task.id}/0`, undefined, { cookie })
        expect((reopened.body as One).data).toMatchObject({ status: '0', version: 4 })
        const bad = await t.post(`/api/tasks/set_status/${task.id}/5`, undefined, { cookie })
        expect(bad.status).toBe(422)
        const missing = await t.post('/api/tasks/set_status/999/1', undefined, { cookie })
        expect(missing.status).toBe(404)
      })

      it('get_tasks lists them and DELETE removes one', async () => {
        const cookie = await t.login()
        for (const title of ['Перше', 'Друге'])
          await t.post('/api/tasks/store', { title }, { cookie })
        const list = (await t.post('/api/tasks/get_tasks', undefined, { cookie })).body as Many
        expect(list.data.map((x) => x.title)).toEqual(['Друге', 'Перше'])
        const del = await t.request('DELETE', `/api/tasks/${list.data[0]!.id}`, undefined, {
          cookie,
        })
        expect(del.status).toBe(200)
        const after = (await t.post('/api/tasks/get_tasks', {}, { cookie })).body as Many
        expect(after.data.map((x) => x.title)).toEqual(['Перше'])
      })
    })

    describe('cash flows', () => {
      const store = async (cookie: string, body: object) =>
        t.post('/api/cash_flows/store', body, { cookie })

      it('a negative amount is refused with a field error, never flipped unseen', async () => {
        const cookie = await t.login()
        for (const amount of [-250.5, '-1', -1]) {
          const res = await store(cookie, { amount, type: 'income', description: 'Пакети' })
          expect(res.status).toBe(422)
          expect((res.body as { errors: Record<string, string[]> }).errors).toEqual({
            amount: [MSG.notNegative],
          })
        }
        const [row] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from cash_flows`,
        )
        expect(row!.n).toBe(0)
      })

      it('a missing type becomes income, dated today', async () => {
        const cookie = await t.login()
        t.clock.set(new Date('2026-11-21T12:00:00Z'))
        const courier = await t.createUser({ login: 'courier', name: 'Кур’єр', access: 1 })
        const res = await store(cookie, { amount: '1 200,00', whom_user_id: courier.id })
        expect((res.body as One).data).toMatchObject({
          amount: 1200,
          type: 'income',
          category: 'default',
          date: '2026-11-21',
          whom_user_id: courier.id,
        })
      })

      it('an edit of the description keeps the amount and the type', async () => {
        const cookie = await t.login()
        const flow = (
          (await store(cookie, { amount: 40, type: 'expense', description: 'Скотч' })).body as One
        ).data
        const res = await store(cookie, {
          id: flow.id,
          version: flow.version,
          description: 'Скотч і плівка',
        })
        expect(res.status).toBe(200)
        expect((res.body as One).data).toMatchObject({ amount: 40, type: 'expense', version: 2 })
      })

      it('a category sets the type; default keeps the given one', async () => {
        const cookie = await t.login()
        const zp = await store(cookie, { amount: 5000, type: 'income', category: 'zp' })
        expect((zp.body as One).data).toMatchObject({ type: 'expense', category: 'zp' })
        const karta = await store(cookie, { amount: 300, type: 'expense', category: 'karta' })
        expect((karta.body as One).data).toMatchObject({ type: 'income' })
        const plain = await store(cookie, { amount: 1, type: 'expense', category: 'default' })
        expect((plain.body as One).data).toMatchObject({ type: 'expense' })
      })

      it('refuses a missing or non-numeric amount and writes nothing', async () => {
        const cookie = await t.login()
        const none = await store(cookie, { type: 'income', description: 'без суми' })
        expect(none.status).toBe(422)
        expect((none.body as One).errors).toEqual({ amount: [MSG.required] })
        const text = await store(cookie, { amount: 'багато' })
        expect((text.body as One).errors).toEqual({ amount: [MSG.money] })
        const list = await t.post('/api/cash_flows/get_cash_flows', {}, { cookie })
        expect((list.body as Many).data).toEqual([])
      })
    })

    describe('TTNs', () => {
      it('store {title, ttn} answers {data: ttn}; get_ttns answers {data: [ttn...]}', async () => {
        const cookie = await t.login()
        const res = await t.post('/api/ttns/store', { title: 'CaseShop', ttn: ARRIVED }, { cookie })
        expect(res.status).toBe(200)
        expect((res.body as One).data).toMatchObject({
          title: 'CaseShop',
          ttn: ARRIVED,
          status: 'created',
          service: 'nova_poshta',
        })
        const list = await t.post('/api/ttns/get_ttns', undefined, { cookie })
        expect((list.body as Many).data).toEqual([(res.body as One).data])
      })

      it('store knows a Ukrposhta parcel, which the Nova Poshta update then leaves alone', async () => {
        const cookie = await t.login()
        const res = await t.post(
          '/api/ttns/store',
          { title: 'Returns', ttn: '0503456789012' },
          { cookie },
        )
        expect((res.body as One).data).toMatchObject({ service: 'ukrposhta' })
        fake.calls.length = 0
        const update = await t.post('/api/ttns/update_status_all', undefined, { cookie })
        expect(update.body).toEqual({ data: 0 })
        expect(fake.calls).toEqual([])
      })

      it('store refuses a title outside the list', async () => {
        const cookie = await t.login()
        const res = await t.post('/api/ttns/store', { title: 'DHL', ttn: ARRIVED }, { cookie })
        expect(res.status).toBe(422)
        expect((res.body as One).errors).toEqual({ title: [MSG.notInList] })
      })

      it('update_status_all asks Nova Poshta for open TTNs and answers the arrived count', async () => {
        const cookie = await t.login()
        await t.post(
          '/api/settings/store',
          { key: 'api.nova_poshta.api_key', value: FAKE_API_KEY },
          { cookie },
        )
        for (const ttn of [ARRIVED, ON_THE_WAY, '20450000000003']) {
          await t.post('/api/ttns/store', { title: 'VDMT', ttn }, { cookie })
        }
        const taken = await t.post(
          '/api/ttns/store',
          { title: 'other', ttn: '20450000000009', status: 'taken' },
          { cookie },
        )
        expect(taken.status).toBe(200)
        fake.calls.length = 0

        const res = await t.post('/api/ttns/update_status_all', undefined, { cookie })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        expect(res.body).toEqual({ data: 1 })
        const asked = fake.calls.flatMap((c) =>
          (c.methodProperties.Documents as { DocumentNumber: string }[]).map(
            (d) => d.DocumentNumber,
          ),
        )
        expect(asked.sort()).toEqual([ARRIVED, ON_THE_WAY, '20450000000003'])

        const list = (await t.post('/api/ttns/get_ttns', {}, { cookie })).body as Many
        const byTtn = Object.fromEntries(list.data.map((x) => [x.ttn, x]))
        expect(byTtn[ARRIVED]).toMatchObject({ status: 'ready', status_code: 7, version: 2 })
        expect(byTtn[ON_THE_WAY]).toMatchObject({
          status: 'delivered',
          status_code: 5,
          date_delivery: '2026-11-24',
        })
        expect(byTtn['20450000000009']).toMatchObject({ status: 'taken', version: 1 })

        // Nothing new arrived since: the second run counts nothing.
        const again = await t.post('/api/ttns/update_status_all', undefined, { cookie })
        expect(again.body).toEqual({ data: 0 })
      })

      it('update_status_all answers 502 with the carrier message when Nova Poshta fails', async () => {
        const cookie = await t.login()
        await t.post('/api/ttns/store', { title: 'VDMT', ttn: ARRIVED }, { cookie })
        fake.fail('http500')
        try {
          const res = await t.post('/api/ttns/update_status_all', undefined, { cookie })
          expect(res.status).toBe(502)
          expect((res.body as One).message).toMatch(/Нова Пошта/)
        } finally {
          fake.fail(null)
        }
      })
    })
  },
)
