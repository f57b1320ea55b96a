import { describe, expect, it } from 'vitest'
import { testDatabases, useTestServer } from '../test/harness'

type Titles = { data: { id: number; title: string }[] }
type Saved = { data: { id: number } }

/** A picker that wants one type of rows only: models among the categories (a model's filter). */
describe.each(testDatabases())('get_titles by type on %s', (kind) => {
  const t = useTestServer(kind)

  it('offers only rows of the asked type, and still names a chosen row of another', async () => {
    const cookie = await t.login()
    const store = async (body: object) =>
      ((await t.post('/api/categories/store', body, { cookie })).body as Saved).data.id
    const brend = await store({ type: 'brend', title_uk: 'Apple' })
    const model = await store({ type: 'model', title_uk: 'iPhone 15', parent_id: brend })
    const cases = await store({ type: 'category', title_uk: 'Чохли' })

    const titles = async (body: object) =>
      ((await t.post('/api/categories/get_titles', body, { cookie })).body as Titles).data
    expect((await titles({ q: '', type: 'model' })).map((r) => r.id)).toEqual([model])
    expect((await titles({ type: 'category' })).map((r) => r.id)).toEqual([cases])
    expect((await titles({ q: 'apple', type: 'model' })).map((r) => r.title)).toEqual([
      'Apple iPhone 15',
    ])
    expect(await titles({ type: 'no-such-type' })).toEqual([])
    expect((await titles({ ids: [brend], type: 'model' })).map((r) => r.id)).toEqual([brend])
    // A table without a `type` ignores it.
    const users = await t.post('/api/users/get_titles', { type: 'model' }, { cookie })
    expect((users.body as Titles).data.length).toBeGreaterThan(0)
  })
})
