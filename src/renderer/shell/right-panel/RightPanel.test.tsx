import { beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithApp } from '../../test/renderApp'
import { createFakeBridge, informer } from '../../test/fakeBridge'
import { InformersSync } from '../informers'
import { RightPanel } from './RightPanel'

const routes = [
  {
    path: '*',
    element: (
      <>
        <InformersSync />
        <RightPanel />
      </>
    ),
  },
]

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event('resize'))
  })
}

/** The panel renders once the remembered prefs load; let its effects (subscriptions) run too. */
async function ready() {
  await screen.findByRole('tablist')
  await act(async () => {})
}

// The tabs' code loads when a tab is first shown (PanelBody); on a loaded machine transforming
// it for a fresh module graph outlasted a test's wait for the tab list, so it is loaded first.
beforeAll(async () => {
  await Promise.all([import('./tasks/TasksTab'), import('./till/TillTab')])
}, 120_000)

const selected = () => screen.getByRole('tab', { selected: true }).textContent

describe('RightPanel', () => {
  it('opens on the remembered tab and remembers a new choice', async () => {
    setWidth(1366)
    const bridge = createFakeBridge({ prefs: { rightTab: 'cash' } })
    renderWithApp(routes, { bridge })
    await ready()
    expect(selected()).toBe('Каса')
    await userEvent.click(screen.getByRole('tab', { name: 'Задачі' }))
    expect(selected()).toBe('Задачі')
    expect(bridge.storedPrefs.rightTab).toBe('tasks')
  })

  it('opens the tab an address names (?panel=tasks, the new-tasks informer link)', async () => {
    setWidth(1366)
    const bridge = createFakeBridge({ prefs: { rightTab: 'cash', rightSidebarOpen: false } })
    renderWithApp(routes, { bridge, path: '/?panel=tasks' })
    await ready()
    await waitFor(() => expect(selected()).toBe('Задачі'))
    expect(bridge.storedPrefs.rightTab).toBe('tasks')
    // The address still says tasks, but the user's next choice stands.
    await userEvent.click(screen.getByRole('tab', { name: 'Каса' }))
    await act(async () => {})
    expect(selected()).toBe('Каса')
  })

  it('switches to tracking when the ready-TTN count grows, not on the first count', async () => {
    setWidth(1366)
    const bridge = createFakeBridge()
    renderWithApp(routes, { bridge })
    await ready()
    act(() => bridge.pushInformers([informer('ttns_ready', 3)]))
    expect(selected()).toBe('Шпаргалка')
    act(() => bridge.pushInformers([informer('ttns_ready', 2)]))
    expect(selected()).toBe('Шпаргалка')
    act(() => bridge.pushInformers([informer('ttns_ready', 4)]))
    await waitFor(() => expect(selected()).toBe('Трекінг'))
    expect(bridge.storedPrefs.rightTab).toBe('tracking')
  })

  it('collapses below 992 px without forgetting the wide state', async () => {
    setWidth(1200)
    const bridge = createFakeBridge({ prefs: { rightSidebarOpen: true } })
    renderWithApp(routes, { bridge })
    await ready()
    setWidth(991)
    expect(screen.queryByRole('tablist')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Розгорнути бічну панель' }))
    expect(screen.getByRole('tablist')).toBeVisible()
    // Opening it while narrow is for the moment only.
    expect(bridge.storedPrefs.rightSidebarOpen).toBe(true)
    setWidth(992)
    await userEvent.click(screen.getByRole('button', { name: 'Згорнути бічну панель' }))
    expect(bridge.storedPrefs.rightSidebarOpen).toBe(false)
  })
})
