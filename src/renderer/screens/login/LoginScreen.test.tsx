import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { renderWithApp } from '../../test/renderApp'
import { createFakeBridge } from '../../test/fakeBridge'
import LoginScreen from './LoginScreen'

const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '*', element: <p>screen behind login</p> },
]

function server(loggedIn: { value: boolean }) {
  return (req: ApiRequest): ApiResponse | undefined => {
    if (req.path === '/setup/state') {
      return { status: 200, ok: true, data: { data: { needsAdmin: false } } }
    }
    if (req.path === '/session') {
      const user = loggedIn.value ? { id: 1, name: 'A', access: 10 } : null
      return { status: 200, ok: true, data: { data: user } }
    }
    if (req.path === '/login') {
      const body = req.body as { password?: string }
      if (body.password !== 'right-pass') {
        return { status: 401, ok: false, data: null, message: 'Невірний логін або пароль' }
      }
      loggedIn.value = true
      return { status: 200, ok: true, data: { data: { id: 1, name: 'A', access: 10 } } }
    }
    return undefined
  }
}

describe('LoginScreen', () => {
  it('logs in and goes to the page that was asked for', async () => {
    const bridge = createFakeBridge({ handlers: [server({ value: false })] })
    renderWithApp(routes, { bridge, path: '/login?next=%2Forders%3Fstatus%3Dnew' })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Логін'), 'admin')
    await user.type(screen.getByLabelText('Пароль'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Увійти' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Невірний логін або пароль')
    await user.clear(screen.getByLabelText('Пароль'))
    await user.type(screen.getByLabelText('Пароль'), 'right-pass')
    await user.click(screen.getByRole('button', { name: 'Увійти' }))
    expect(await screen.findByText('screen behind login')).toBeVisible()
  })

  it('offers the server connection only in the desktop app', async () => {
    const web = createFakeBridge({ handlers: [server({ value: false })] })
    const view = renderWithApp(routes, { bridge: web, path: '/login' })
    await screen.findByLabelText('Логін')
    // The footer line comes from app.info(), so the platform is known by then.
    await screen.findByText(/Сервер: http:\/\/shop\.test/)
    expect(screen.queryByText('Підключення до сервера')).toBeNull()
    view.unmount()

    const desktop = createFakeBridge({
      handlers: [server({ value: false })],
      info: { platform: 'desktop' },
    })
    const test = vi.fn(async () => ({
      ok: false,
      message: 'Сервер не відповідає за цією адресою.',
    }))
    const set = vi.fn(async () => {})
    desktop.connection.test = test
    desktop.connection.set = set
    renderWithApp(routes, { bridge: desktop, path: '/login' })
    const user = userEvent.setup()
    await user.click(await screen.findByText('Підключення до сервера', { selector: 'summary' }))
    await user.click(screen.getByLabelText('Сервер магазину за адресою'))
    await user.type(screen.getByLabelText('Адреса сервера'), ' http://10.0.0.5:8787 ')
    await user.click(screen.getByRole('button', { name: 'Перевірити з’єднання' }))
    expect(test).toHaveBeenCalledWith({ mode: 'remote', url: 'http://10.0.0.5:8787' })
    expect((await screen.findByRole('status')).textContent).toBe(
      'Сервер не відповідає за цією адресою.',
    )
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() =>
      expect(set).toHaveBeenCalledWith({ mode: 'remote', url: 'http://10.0.0.5:8787' }),
    )
  })
})
