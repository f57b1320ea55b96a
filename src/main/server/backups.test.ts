import { describe, expect, it, vi } from 'vitest'
import { RESTORE_ON_SERVER, type BackupList } from '@shared/contract/backups'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { ukrainian } from '@shared/messages/ukrainian'
import { msg, type Message } from '@shared/messages'
import { createMainTexts } from '../i18n/texts'
import { createBackupsService, RESTORE_TEXT, type BackupPorts } from './backups'
import { EmbeddedServerError } from './supervisor'

const NAME = 'shop-20261120-080000.tar.gz'
const LIST: BackupList = {
  available: true,
  message: null,
  keep_days: 14,
  every_hours: 24,
  items: [{ name: NAME, size: 1234, created_at: '2026-11-20T08:00:00.000Z' }],
}
/** An outcome as the service answers it: the message's code, and its Ukrainian text. */
const said = (ok: boolean, m: Message) => ({ ok, message: ukrainian(m), said: m })
const ok = (data: unknown): ApiResponse => ({ status: 200, ok: true, data: { data } })

/** The ports as main wires them, recording what happened in order. */
function ports(overrides: Partial<BackupPorts> = {}) {
  const events: string[] = []
  const calls: ApiRequest[] = []
  const p: BackupPorts = {
    request: async (req) => {
      calls.push(req)
      return req.path === '/api/backups/get_backups'
        ? ok(LIST)
        : ok({ name: 'shop-20261123-100000.tar.gz', size: 9, created_at: '2026-11-23T10:00:00Z' })
    },
    embedded: () => true,
    stopServer: async () => void events.push('stop'),
    startServer: async (restore) => void events.push(restore ? `start ${restore}` : 'start'),
    afterRestart: () => void events.push('sign out'),
    log: vi.fn(),
    ...overrides,
  }
  return { p, events, calls }
}

describe('backups in the desktop app', () => {
  it('lists and creates through the server routes; restores on its embedded server only', async () => {
    const { p } = ports()
    const service = createBackupsService(p)
    expect(await service.list()).toEqual({
      ok: true,
      list: LIST,
      canRestore: true,
      restoreNote: null,
    })
    expect(await service.create()).toMatchObject({
      ok: true,
      message: 'Резервну копію збережено: shop-20261123-100000.tar.gz.',
    })
    const remote = createBackupsService(ports({ embedded: () => false }).p)
    expect(await remote.list()).toMatchObject({ canRestore: false, restoreNote: RESTORE_ON_SERVER })
  })

  it('restores: stops the server, starts it restoring the backup, then asks to sign in', async () => {
    const { p, events } = ports()
    const result = await createBackupsService(p).restore(NAME)
    expect(result).toEqual(said(true, RESTORE_TEXT.restored(NAME)))
    expect(events).toEqual(['stop', `start ${NAME}`, 'sign out'])
  })

  it('a failed restore starts the server as it was and says why', async () => {
    const { p, events } = ports()
    p.startServer = async (restore) => {
      events.push(restore ? `start ${restore}` : 'start')
      if (restore) throw new Error('Вбудований сервер: файл пошкоджено.')
    }
    const result = await createBackupsService(p).restore(NAME)
    expect(result).toEqual(said(false, RESTORE_TEXT.failed('Вбудований сервер: файл пошкоджено.')))
    expect(events).toEqual(['stop', `start ${NAME}`, 'start', 'sign out'])
  })

  it('refuses what the server does not list, or refuses itself (not an administrator)', async () => {
    const unknown = ports()
    expect(await createBackupsService(unknown.p).restore('shop-20200101-000000.tar.gz')).toEqual(
      said(false, RESTORE_TEXT.unknown),
    )
    expect(unknown.events).toEqual([])

    const packer = ports({
      request: async () => ({
        status: 403,
        ok: false,
        data: null,
        message: 'Резервні копії доступні лише адміністратору.',
      }),
    })
    const service = createBackupsService(packer.p)
    const refused = said(
      false,
      msg('common.text', { text: 'Резервні копії доступні лише адміністратору.' }),
    )
    expect(await service.restore(NAME)).toEqual(refused)
    expect(await service.list()).toEqual(refused)
    expect(packer.events).toEqual([])

    const remote = ports({ embedded: () => false })
    expect(await createBackupsService(remote.p).restore(NAME)).toEqual(
      said(false, RESTORE_ON_SERVER),
    )
    expect(remote.events).toEqual([])
  })

  it('runs one restore at a time', async () => {
    const waiting: (() => void)[] = []
    const { p, events } = ports({
      stopServer: () => new Promise<void>((resolve) => void waiting.push(resolve)),
    })
    const service = createBackupsService(p)
    const first = service.restore(NAME)
    expect(await service.restore(NAME)).toEqual(said(false, RESTORE_TEXT.busy))
    await vi.waitFor(() => expect(waiting).toHaveLength(1))
    waiting[0]?.()
    expect((await first).ok).toBe(true)
    expect(events).toEqual([`start ${NAME}`, 'sign out'])
  })

  it('another database’s backup: refused by the worker, the server started as it was, the screen told to ask for the words', async () => {
    const events: string[] = []
    const { p } = ports({
      startServer: async (restore, fromAnotherShop) => {
        events.push(
          restore ? `start ${restore}${fromAnotherShop ? ' from another shop' : ''}` : 'start',
        )
        if (restore && !fromAnotherShop) {
          throw new EmbeddedServerError(
            msg('server.said', { reason: msg('backup.foreign', { name: NAME, dataDir: 'd' }) }),
            'foreign-backup',
          )
        }
      },
    })
    const service = createBackupsService(p)
    expect(await service.restore(NAME)).toEqual({
      ...said(false, RESTORE_TEXT.foreign(NAME)),
      foreign: true,
    })
    expect(events).toEqual([`start ${NAME}`, 'start'])
    // With the words typed, the same backup goes through.
    expect(await service.restore(NAME, true)).toEqual(said(true, RESTORE_TEXT.restored(NAME)))
    expect(events.at(-1)).toBe(`start ${NAME} from another shop`)
  })

  it('says a failed restore in the desk’s language: the worker’s reason by its code', async () => {
    const { p } = ports()
    p.startServer = async (restore) => {
      if (restore) {
        throw new EmbeddedServerError(
          msg('server.said', { reason: msg('backup.notGzip', { name: NAME }) }),
        )
      }
    }
    const result = await createBackupsService(p).restore(NAME)
    expect(result.message).toBe(
      `Не вдалося відновити копію, база даних лишилася як була. Вбудований сервер: Файл ${NAME} не є резервною копією магазину: це не стиснений архів .tar.gz.`,
    )
    expect(createMainTexts('ru').say(result.said!)).toBe(
      `Не удалось восстановить копию, база данных осталась как была. Встроенный сервер: Файл ${NAME} не является резервной копией магазина: это не сжатый архив .tar.gz.`,
    )
  })
})
