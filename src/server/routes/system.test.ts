import { describe, expect, it } from 'vitest'
import { systemInfoSchema } from '@shared/system'
import { version } from '../../../package.json'
import { testDatabases, useTestServer } from '../test/harness'

describe.each(testDatabases())('system info on %s', (kind) => {
  const t = useTestServer(kind)

  it('tells a signed-in user the server version, database kind and size', async () => {
    const cookie = await t.login({ login: 'packer', access: 1 })
    const res = await t.post('/api/system/get_info', undefined, { cookie })
    expect(res.status).toBe(200)
    const info = systemInfoSchema.parse((res.body as { data: unknown }).data)
    expect(info.version).toBe(version)
    expect(info.database.kind).toBe(kind)
    expect(info.database.version).toMatch(/^\d+(\.\d+)*$/)
    expect(info.database.sizeBytes).toBeGreaterThan(1024 * 1024)
  })

  it('refuses without a session', async () => {
    const res = await t.post('/api/system/get_info')
    expect(res.status).toBe(401)
  })
})
