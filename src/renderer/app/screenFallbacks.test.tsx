import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, screen as view } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeLayout } from '../test/kit'
import { createFakeBridge } from '../test/fakeBridge'
import { renderWithApp } from '../test/renderApp'
import { screen } from './screenCode'
import { appRoutes } from './routes'

// The not-found screen stands for any screen that throws while drawing.
const broken = vi.hoisted(() => ({ now: true }))
vi.mock('../screens/not-found/NotFoundScreen', () => ({
  default: function Broken() {
    if (broken.now) throw new Error('поле без значення')
    return <h1>Сторінку не знайдено</h1>
  },
}))

afterEach(() => cleanup())

describe('a screen that cannot be shown', () => {
  beforeAll(() => fakeLayout())

  it('says so in its place when its code cannot be fetched, and shows once the code arrives', async () => {
    let reachable = false
    const load = vi.fn(() =>
      reachable
        ? Promise.resolve({ default: () => <h1>Статистика</h1> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    const { router } = renderWithApp(
      [
        { path: '/', element: <p>головна</p> },
        { path: '/statistics', lazy: screen(load) },
      ],
      { path: '/' },
    )
    await router.navigate('/statistics')
    const alert = await view.findByRole('alert')
    expect(alert.textContent).toContain('Екран не завантажився')
    expect(alert.textContent).toContain('сервер не відповідає')

    reachable = true
    await userEvent.click(view.getByRole('button', { name: 'Спробувати ще раз' }))
    expect(await view.findByRole('heading', { name: 'Статистика' })).toBeVisible()
    expect(view.queryByRole('alert')).toBeNull()

    // Away and back: the screen is there at once, its code not asked for again.
    const calls = load.mock.calls.length
    await router.navigate('/')
    await router.navigate('/statistics')
    expect(await view.findByRole('heading', { name: 'Статистика' })).toBeVisible()
    expect(load).toHaveBeenCalledTimes(calls)
  })

  it('shows the error in the screen’s place with the shell kept, and draws it anew on retry', async () => {
    // React reports the caught error on the console; the test reads it from the screen.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    broken.now = true
    renderWithApp(appRoutes(), { path: '/no-such-page', bridge: createFakeBridge() })

    const alert = await view.findByRole('alert')
    expect(alert.textContent).toContain('Екран не вдалося показати')
    expect(alert.textContent).toContain('поле без значення')
    // The frame around the screen is still there.
    expect(view.getByRole('navigation', { name: 'Головне меню' })).toBeVisible()

    broken.now = false
    await userEvent.click(view.getByRole('button', { name: 'Спробувати ще раз' }))
    expect(await view.findByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible()
    expect(view.queryByText('Екран не вдалося показати')).toBeNull()
    consoleError.mockRestore()
  })
})
