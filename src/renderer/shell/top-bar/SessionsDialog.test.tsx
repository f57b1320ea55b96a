import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { createFakeBridge } from '../../test/fakeBridge'
import { renderWithApp } from '../../test/renderApp'
import { UserMenu } from './UserMenu'

const HERE = '11111111-1111-4111-8111-111111111111'
const THERE = '22222222-2222-4222-8222-222222222222'
const session = (id: string, user_agent: string, current: boolean) => ({
  id,
  created_at: '2026-03-01T09:00:00.000Z',
  last_seen_at: '2026-03-02T10:30:00.000Z',
  user_agent,
  ip: '192.168.1.20',
  current,
})

/** A server of the user's sessions: the list, ending one, ending the others. */
function sessionsServer(options: { failList?: number } = {}) {
  let list = [session(HERE, 'Shop desk', true), session(THERE, 'Laptop Firefox', false)]
  let failures = options.failList ?? 0
  const ok = (data: unknown): ApiResponse => ({ status: 200, ok: true, data })
  return (req: ApiRequest): ApiResponse | undefined => {
    if (req.path === '/api/sessions/get_sessions') {
      if (failures > 0) {
        failures--
        return { status: 500, ok: false, data: null, message: 'Сервер недоступний.' }
      }
      return ok({ data: list })
    }
    if (req.path === '/api/sessions/revoke_others') {
      const gone = list.filter((s) => !s.current).length
      list = list.filter((s) => s.current)
      return ok({ data: { revoked: gone } })
    }
    if (req.method === 'DELETE' && req.path.startsWith('/api/sessions/')) {
      const id = req.path.split('/').pop()
      list = list.filter((s) => s.id !== id)
      return ok({ data: null })
    }
    return undefined
  }
}

async function openSessions(bridge = createFakeBridge({ handlers: [sessionsServer()] })) {
  const user = userEvent.setup({ delay: null })
  renderWithApp([{ path: '*', element: <UserMenu /> }], { bridge })
  await user.click(await screen.findByRole('button', { name: /Користувач: Адміністратор/ }))
  await user.click(screen.getByRole('menuitem', { name: 'Сеанси' }))
  // The dialog's code loads when it is first opened.
  const dialog = await screen.findByRole('dialog', { name: 'Сеанси' })
  return { user, bridge, dialog }
}

describe('sessions dialog', { timeout: 20_000 }, () => {
  it('lists the sessions, marks this device and ends another one', async () => {
    const { user, bridge, dialog } = await openSessions()
    const list = await within(dialog).findByRole('list', { name: 'Сеанси' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]?.getAttribute('aria-current')).toBe('true')
    expect(items[0]?.textContent).toContain('цей пристрій')
    expect(items[1]?.textContent).toContain('Laptop Firefox')
    expect(items[1]?.textContent).toContain('192.168.1.20')
    // This device is ended with "Вийти", not from here.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull()

    await user.click(
      within(dialog).getByRole('button', { name: 'Завершити сеанс: Laptop Firefox' }),
    )
    expect(bridge.apiCalls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/api/sessions/${THERE}` }),
    )
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(
      within(dialog).getByRole('button', { name: 'Вийти на всіх інших пристроях' }),
    ).toHaveProperty('disabled', true)
  })

  it('signs out everywhere else from the keyboard, and Esc closes it', async () => {
    const { user, bridge, dialog } = await openSessions()
    await within(dialog).findByRole('list', { name: 'Сеанси' })
    const everywhere = within(dialog).getByRole('button', { name: 'Вийти на всіх інших пристроях' })
    everywhere.focus()
    await user.keyboard('{Enter}')
    expect(bridge.apiCalls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/sessions/revoke_others' }),
    )
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Сеанси' })).toBeNull()
  })

  it('shows loading, then an error with a retry that recovers', async () => {
    const bridge = createFakeBridge({ handlers: [sessionsServer({ failList: 1 })] })
    // The first answer waits until the loading state has been seen.
    let answer = () => {}
    const gate = new Promise<void>((resolve) => (answer = resolve))
    const ask = bridge.api.request.bind(bridge.api)
    bridge.api.request = async <T,>(req: ApiRequest) => {
      if (req.path === '/api/sessions/get_sessions') await gate
      return ask<T>(req)
    }
    const { user, dialog } = await openSessions(bridge)
    expect(within(dialog).getByText('Завантаження…')).toBeVisible()
    answer()
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Сервер недоступний.')
    await user.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }))
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2)
  })

  it('says so when there are no sessions to show', async () => {
    const empty = (req: ApiRequest): ApiResponse | undefined =>
      req.path === '/api/sessions/get_sessions'
        ? { status: 200, ok: true, data: { data: [] } }
        : undefined
    const { dialog } = await openSessions(createFakeBridge({ handlers: [empty] }))
    expect(await within(dialog).findByText('Активних сеансів немає.')).toBeVisible()
  })
})
