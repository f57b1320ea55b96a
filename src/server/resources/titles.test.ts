import { describe, expect, it } from 'vitest'
import { ACCESS } from '@shared/access'
import { testDatabases, useTestServer } from '../test/harness'

describe.each(testDatabases())('get_titles, the reference pickers’ lookup, on %s', (kind) => {
  const t = useTestServer(kind)

  it('finds colleagues by part of the name, active ones only, for any signed-in user', async () => {
    const admin = await t.login()
    const olena = await t.createUser({ login: 'olena', name: 'Марина Коваль', access: 3 })
    await t.createUser({ login: 'oleh', name: 'Марко Ткач', access: 3 })
    const gone = await t.createUser({ login: 'olha', name: 'Мар’яна Вакуленко', access: 3 })
    const u = await t.post('/api/users/get/' + gone.id, {}, { cookie: admin })
    await t.post(
      '/api/users/store',
      {
        id: gone.id,
        version: (u.body as { data: { version: number } }).data.version,
        active: false,
      },
      { cookie: admin },
    )
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: ACCESS.packer })

    const found = await t.post('/api/users/get_titles', { q: 'РИНА' }, { cookie: packer })
    expect(found.status).toBe(200)
    expect(found.body).toEqual({ data: [{ id: olena.id, title: 'Марина Коваль' }] })
    const ol = await t.post('/api/users/get_titles', { q: 'Мар' }, { cookie: packer })
    const names = (ol.body as { data: { title: string }[] }).data.map((r) => r.title)
    expect(names).toEqual(['Марина Коваль', 'Марко Ткач'])
    // A chosen row is named even when it would not be offered any more.
    const chosen = await t.post('/api/users/get_titles', { ids: [gone.id] }, { cookie: packer })
    expect(chosen.body).toEqual({ data: [{ id: gone.id, title: 'Мар’яна Вакуленко' }] })
    // The names, not the accounts: the packer still may not read the users table.
    expect((await t.post('/api/users/get_users', {}, { cookie: packer })).status).toBe(403)
  })

  it('follows each table’s declared right, and answers nothing beyond names', async () => {
    const viewer = await t.login({ login: 'viewer', name: 'Глядач', access: ACCESS.viewer })
    expect((await t.post('/api/settings/get_titles', { q: 'a' }, { cookie: viewer })).status).toBe(
      403,
    )
    const admin = await t.login()
    await t.post('/api/tasks/store', { title: 'Передзвонити iPhone 15' }, { cookie: admin })
    const res = await t.post('/api/tasks/get_titles', { q: 'iphone' }, { cookie: viewer })
    expect(res.status).toBe(200)
    const rows = (res.body as { data: Record<string, unknown>[] }).data
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['id', 'title'])
  })

  it('refuses a malformed question with a field error', async () => {
    const cookie = await t.login()
    const res = await t.post('/api/orders/get_titles', { q: 'a\u0000', ids: ['x'] }, { cookie })
    expect(res.status).toBe(422)
  })
})
