import { describe, expect, it } from 'vitest'
import { action_logs } from '../db/schema'
import { testDatabases, useTestServer } from '../test/harness'
import { CARRIER_KEY_SETTING } from './params'
import { HIDDEN, namesSecret } from './secrets'

type One = { data: Record<string, unknown> }

/** Keys of settings that hold secrets: the carrier key, SMS and marketplace tokens, passwords. */
const SECRET_KEYS = [
  CARRIER_KEY_SETTING,
  'api.turbosms.token',
  'api.prom.api_token',
  'api.rozetka.password',
  'api.rozetka.client_secret',
]

describe('which settings keys name secrets', () => {
  it('knows the secrets by the last part of the key, and nothing else', () => {
    for (const key of SECRET_KEYS) expect(namesSecret(key), key).toBe(true)
    for (const key of ['info.phones', 'api.prom.accounts', 'templates_sms.send_ttn', 'sites']) {
      expect(namesSecret(key), key).toBe(false)
    }
  })
})

describe.each(testDatabases())('secrets stay out of the action log on %s', (kind) => {
  const t = useTestServer(kind)

  it('a secret setting created, changed and deleted leaves no value in action_logs', async () => {
    const cookie = await t.login()
    for (const key of SECRET_KEYS) {
      const created = await t.post(
        '/api/settings/store',
        { key, value: `first-secret-${key}` },
        { cookie },
      )
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const { id } = (created.body as One).data
      const changed = await t.post(
        '/api/settings/store',
        { id, version: 1, value: `second-secret-${key}` },
        { cookie },
      )
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
      // The settings list and get_params show it masked, never in clear.
      const list = await t.post('/api/settings/get_settings', {}, { cookie })
      expect(JSON.stringify(list.body)).not.toContain('secret-')
      const params = await t.post('/api/settings/get_params', {}, { cookie })
      expect(JSON.stringify(params.body)).not.toContain('secret-')
      const deleted = await t.request('DELETE', `/api/settings/${String(id)}`, undefined, {
        cookie,
      })
      expect(deleted.status).toBe(200)
    }

    const logs = await t.db.select().from(action_logs)
    const settingLogs = logs.filter((l) => l.table_name === 'settings')
    expect(settingLogs).toHaveLength(SECRET_KEYS.length * 3)
    expect(JSON.stringify(logs)).not.toContain('secret-')
    // The change itself is recorded: that the value changed, not what it became.
    const updates = settingLogs.filter((l) => l.action === 'update')
    for (const log of updates) {
      expect(log.changes).toEqual({ value: { old: HIDDEN, new: HIDDEN } })
    }
  })

  it('secret properties of a json setting stay out of the log and get_params', async () => {
    const cookie = await t.login()
    const accounts = (token: string) =>
      JSON.stringify({ main: { name: 'CaseShop на Prom', login_id: '3150871', api_token: token } })
    const created = await t.post(
      '/api/settings/store',
      { key: 'api.prom.accounts', type: 'json', value: accounts('prom-token-one') },
      { cookie },
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const { id } = (created.body as One).data
    const changed = await t.post(
      '/api/settings/store',
      { id, version: 1, value: accounts('prom-token-two') },
      { cookie },
    )
    expect(changed.status).toBe(200)

    const logs = await t.db.select().from(action_logs)
    expect(JSON.stringify(logs)).not.toContain('prom-token')
    // The rest of the value stays readable in the log, and the change is recorded.
    expect(JSON.stringify(logs)).toContain('3150871')
    expect(logs.filter((l) => l.action === 'update')).toHaveLength(1)

    const params = await t.post('/api/settings/get_params', {}, { cookie })
    const settings = JSON.parse((params.body as { data: { settings: string } }).data.settings)
    expect(settings.api.prom.accounts.main).toEqual({
      name: 'CaseShop на Prom',
      login_id: '3150871',
      api_token: '••••-two',
    })
  })
})
