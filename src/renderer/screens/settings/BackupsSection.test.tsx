import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BackupItem } from '@shared/contract/backups'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { createFakeBridge } from '../../test/fakeBridge'
import { renderWithApp } from '../../test/renderApp'
import { BackupsSection } from './BackupsSection'
import SettingsScreen from './SettingsScreen'
import { SESSION_KEY } from '../../app/session'

const routes = [{ path: '*', element: <BackupsSection /> }]
const item = (name: string, created_at: string): BackupItem => ({
  name,
  size: 2_500_000,
  created_at,
})

/** A server with backups: create adds one at the top, as the real one does. */
function server(items: BackupItem[], available = true) {
  return (req: ApiRequest): ApiResponse | undefined => {
    if (req.path === '/api/backups/get_backups') {
      const list = {
        available,
        message: available ? null : 'Сервер працює на PostgreSQL (DATABASE_URL).',
        keep_days: 14,
        every_hours: 24,
        items: available ? items : [],
      }
      return { status: 200, ok: true, data: { data: list } }
    }
    if (req.path === '/api/backups/create') {
      const made = item('shop-20261123-100000.tar.gz', '2026-11-23T10:00:00Z')
      items.unshift(made)
      return { status: 200, ok: true, data: { data: made } }
    }
    return undefined
  }
}

describe('backups in the settings screen', () => {
  it('lists the backups and backs up now', async () => {
    const bridge = createFakeBridge({
      handlers: [server([item('shop-20261120-080000.tar.gz', '2026-11-20T08:00:00Z')])],
    })
    renderWithApp(routes, { bridge })
    const user = userEvent.setup()
    expect(await screen.findByText('shop-20261120-080000.tar.gz')).toBeVisible()
    expect(screen.getByText(/раз на 24 год і зберігається 14 дн/)).toBeVisible()
    // Web mode: no restore button, the way to do it on the server instead.
    expect(screen.queryByRole('button', { name: /Відновити/ })).toBeNull()
    expect(screen.getByText(/^Відновлення з копії виконується на сервері/)).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Створити копію зараз' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Резервну копію збережено: shop-20261123-100000.tar.gz.',
    )
    await screen.findByText('shop-20261123-100000.tar.gz')
    expect(screen.getAllByRole('row')).toHaveLength(3)
  })

  it('restores in the desktop app after the user confirms, and not before', async () => {
    const restored: string[] = []
    const bridge = createFakeBridge({
      handlers: [server([item('shop-20261120-080000.tar.gz', '2026-11-20T08:00:00Z')])],
      restore: (name) => {
        restored.push(name)
        return { ok: true, message: `Базу даних відновлено з копії ${name}.` }
      },
    })
    renderWithApp(routes, { bridge })
    const user = userEvent.setup()
    const button = await screen.findByRole('button', {
      name: 'Відновити з shop-20261120-080000.tar.gz',
    })
    await user.click(button)
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(/Усі зміни після/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Ні, передумав' }))
    expect(restored).toEqual([])

    await user.click(button)
    await user.click(await screen.findByRole('button', { name: 'Впевнений !' }))
    await waitFor(() => expect(restored).toEqual(['shop-20261120-080000.tar.gz']))
    expect(
      await screen.findByText('Базу даних відновлено з копії shop-20261120-080000.tar.gz.'),
    ).toBeVisible()
  })

  it('another database’s backup is restored only after the words are typed', async () => {
    const asked: [string, boolean | undefined][] = []
    const name = 'shop-20261120-080000.tar.gz'
    const bridge = createFakeBridge({
      handlers: [server([item(name, '2026-11-20T08:00:00Z')])],
      restore: (restored, fromAnotherShop) => {
        asked.push([restored, fromAnotherShop])
        return fromAnotherShop
          ? { ok: true, message: `Базу даних відновлено з копії ${restored}.` }
          : { ok: false, foreign: true, message: `Копія ${restored} — з іншої бази даних.` }
      },
    })
    renderWithApp(routes, { bridge })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: `Відновити з ${name}` }))
    await user.click(await screen.findByRole('button', { name: 'Впевнений !' }))
    expect(await screen.findByText(`Копія ${name} — з іншої бази даних.`)).toBeVisible()
    const words = screen.getByRole('textbox', { name: /введіть «ІНШИЙ МАГАЗИН»/ })
    const replace = screen.getByRole('button', { name: `Замінити базу даних копією ${name}` })
    expect(replace).toHaveProperty('disabled', true)
    await user.type(words, 'інший')
    expect(replace).toHaveProperty('disabled', true)
    await user.type(words, ' магазин{Enter}')
    await waitFor(() =>
      expect(asked).toEqual([
        [name, undefined],
        [name, true],
      ]),
    )
    expect(await screen.findByText(`Базу даних відновлено з копії ${name}.`)).toBeVisible()
    expect(screen.queryByRole('textbox', { name: /ІНШИЙ МАГАЗИН/ })).toBeNull()
  })

  it('says why there are no backups on PostgreSQL, and shows a refusal as it came', async () => {
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [server([], false)] }) })
    expect(await screen.findByText('Сервер працює на PostgreSQL (DATABASE_URL).')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Створити копію зараз' })).toBeNull()
  })

  it('shows the server refusing a user who is not an administrator', async () => {
    const refuse = (req: ApiRequest): ApiResponse | undefined =>
      req.path.startsWith('/api/backups/')
        ? {
            status: 403,
            ok: false,
            data: null,
            message: 'Резервні копії доступні лише адміністратору.',
          }
        : undefined
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [refuse] }) })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Резервні копії доступні лише адміністратору.',
    )
  })
})

describe('the settings screen', () => {
  it('shows the backups to the administrator only', async () => {
    const packer = (req: ApiRequest): ApiResponse | undefined =>
      req.path === '/session'
        ? { status: 200, ok: true, data: { data: { id: 2, name: 'П', access: 5 } } }
        : undefined
    const staff = renderWithApp([{ path: '*', element: <SettingsScreen /> }], {
      bridge: createFakeBridge({ handlers: [packer, server([])] }),
    })
    // Once the session is known (a packer), the screen has decided: no backups.
    await waitFor(() =>
      expect(staff.queryClient.getQueryState(SESSION_KEY)?.status).toBe('success'),
    )
    expect(screen.queryByRole('heading', { name: 'Резервні копії бази даних' })).toBeNull()
    staff.unmount()

    renderWithApp([{ path: '*', element: <SettingsScreen /> }], {
      bridge: createFakeBridge({ handlers: [server([])] }),
    })
    expect(await screen.findByRole('heading', { name: 'Резервні копії бази даних' })).toBeVisible()
  })
})
