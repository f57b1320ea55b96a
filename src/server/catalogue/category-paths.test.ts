import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '@shared/contract/catalogue'
import { CATEGORY_MESSAGES } from '@shared/rules/categories'
import { testDatabases, useTestServer } from '../test/harness'

type Saved = { data: { id: number; version: number; title_full: string } }
type Refused = { message: string; errors: Record<string, string[]> }

describe.each(testDatabases())('the catalogue tree keeps its full titles on %s', (kind) => {
  const t = useTestServer(kind)

  const setup = async () => {
    const cookie = await t.login()
    const store = async (body: Record<string, unknown>) => {
      const res = await t.post('/api/categories/store', body, { cookie })
      return res
    }
    const create = async (body: Record<string, unknown>) => {
      const res = await store(body)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body as Saved).data
    }
    const get = async (id: number) =>
      ((await t.post(`/api/categories/get/${id}`, {}, { cookie })).body as Saved).data
    return { cookie, store, create, get }
  }

  it('derives title_full from the path and ignores one sent by the client', async () => {
    const { create } = await setup()
    const brend = await create({ type: 'brend', title_uk: ' Apple ', title_full: 'Інше' })
    const model = await create({ type: 'model', title_uk: 'iPhone 15', parent_id: brend.id })
    const serie = await create({ type: 'serie', title_uk: 'Pro', parent_id: model.id })
    expect([brend.title_full, model.title_full, serie.title_full]).toEqual([
      'Apple',
      'Apple iPhone 15',
      'Apple iPhone 15 Pro',
    ])
  })

  it('renaming or moving a category retitles everything below it, logged, in one write', async () => {
    const { create, store, get, cookie } = await setup()
    const brend = await create({ type: 'brend', title_uk: 'Apple' })
    const other = await create({ type: 'brend', title_uk: 'Samsung' })
    const model = await create({ type: 'model', title_uk: 'iPhone 15', parent_id: brend.id })
    const serie = await create({ type: 'serie', title_uk: 'Pro', parent_id: model.id })

    const renamed = await store({ id: brend.id, version: brend.version, title_uk: 'Apple Inc' })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect((await get(model.id)).title_full).toBe('Apple Inc iPhone 15')
    const after = await get(serie.id)
    expect(after).toMatchObject({ title_full: 'Apple Inc iPhone 15 Pro', version: 2 })

    const moved = await store({ id: model.id, version: 2, parent_id: other.id })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect((await get(serie.id)).title_full).toBe('Samsung iPhone 15 Pro')

    const logs = await t.post(
      '/api/action_logs/get_action_logs',
      { filter: { table_name: 'categories', record_id: serie.id }, per_page: 50 },
      { cookie },
    )
    const changes = (logs.body as { data: { changes: Record<string, unknown> }[] }).data.map(
      (l) => l.changes.title_full,
    )
    expect(changes).toContainEqual({
      old: 'Apple Inc iPhone 15 Pro',
      new: 'Samsung iPhone 15 Pro',
    })

    const tree = await t.post('/api/categories/get_tree', {}, { cookie })
    expect(tree.status).toBe(200)
    const nodes = (tree.body as { data: CategoryNode[] }).data
    expect(nodes.find((n) => n.id === serie.id)).toMatchObject({
      parent_id: model.id,
      title_full: 'Samsung iPhone 15 Pro',
      type: 'serie',
    })
  })

  it('refuses a parent inside the category itself, and a category without a name', async () => {
    const { create, store, get } = await setup()
    const brend = await create({ type: 'brend', title_uk: 'Xiaomi' })
    const model = await create({ type: 'model', title_uk: 'Redmi 13', parent_id: brend.id })
    for (const parent of [brend.id, model.id]) {
      const res = await store({ id: brend.id, version: 1, parent_id: parent })
      expect(res.status).toBe(422)
      expect((res.body as Refused).errors).toEqual({ parent_id: [CATEGORY_MESSAGES.cycle] })
    }
    expect(await get(brend.id)).toMatchObject({ version: 1, parent_id: null })

    const nameless = await store({ type: 'brend', title_uk: '  ' })
    expect(nameless.status).toBe(422)
    expect((nameless.body as Refused).errors).toEqual({
      title_uk: [CATEGORY_MESSAGES.nameRequired],
    })
  })

  it('refuses to delete a category that has subcategories, until they are gone', async () => {
    const { create, cookie } = await setup()
    const brend = await create({ type: 'brend', title_uk: 'Realme' })
    const model = await create({ type: 'model', title_uk: 'C67', parent_id: brend.id })
    const refused = await t.request('DELETE', `/api/categories/${brend.id}`, undefined, { cookie })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: CATEGORY_MESSAGES.hasChildren })
    const child = await t.request('DELETE', `/api/categories/${model.id}`, undefined, { cookie })
    expect(child.status).toBe(200)
    const parent = await t.request('DELETE', `/api/categories/${brend.id}`, undefined, { cookie })
    expect(parent.status).toBe(200)
  })

  it('refuses a rename that would make a full title below too long, changing nothing', async () => {
    const { create, store, get } = await setup()
    const brend = await create({ type: 'brend', title_uk: 'B' })
    const model = await create({ type: 'model', title_uk: 'м'.repeat(200), parent_id: brend.id })
    const res = await store({ id: brend.id, version: 1, title_uk: 'Б'.repeat(100) })
    expect(res.status).toBe(422)
    expect((res.body as Refused).errors).toEqual({ title_uk: [CATEGORY_MESSAGES.childTooLong] })
    expect(await get(brend.id)).toMatchObject({ title_full: 'B', version: 1 })
    expect((await get(model.id)).title_full).toBe(`B ${'м'.repeat(200)}`)
  })
})
