import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import FormRoute from './FormRoute'
import { Providers, fakeBridge, ok, type Handler } from '../test/kit'

afterEach(cleanup)

const category = {
  id: 5,
  version: 2,
  title_full: 'Apple iPhone 15',
  title_uk: 'iPhone 15',
  type: 'model',
  status: 'hit',
}

function renderAt(url: string, handler: Handler = () => undefined) {
  const { bridge, calls } = fakeBridge(handler)
  render(
    <Providers bridge={bridge} url={url}>
      <Routes>
        <Route path="/:table/:id" element={<FormRoute />} />
      </Routes>
    </Providers>,
  )
  return calls
}

const answer: Handler = (req) =>
  req.path === '/api/categories/get/5' ? ok({ data: category }) : undefined

describe('FormRoute', { timeout: 20_000 }, () => {
  it('opens /{table}/{id} for editing with the record read', async () => {
    renderAt('/categories/5', answer)
    await screen.findByRole('heading', { name: /редагування №5/ })
    const title = await screen.findByLabelText('Назва (укр)')
    expect((title as HTMLInputElement).value).toBe('iPhone 15')
    expect((title as HTMLInputElement).disabled).toBe(false)
  })

  it('opens /{table}/new?clone={id} as a copy and ?mode=view read-only', async () => {
    renderAt('/categories/new?clone=5', answer)
    await screen.findByRole('heading', { name: /копія/ })
    await waitFor(() =>
      expect((screen.getByLabelText('Назва (укр)') as HTMLInputElement).value).toBe('iPhone 15'),
    )
    cleanup()
    renderAt('/categories/5?mode=view', answer)
    await screen.findByRole('heading', { name: /перегляд/ })
    await waitFor(() =>
      expect((screen.getByLabelText('Назва (укр)') as HTMLInputElement).disabled).toBe(true),
    )
  })

  it('starts a new record without asking for one', async () => {
    const calls = renderAt('/categories/new')
    await screen.findByRole('heading', { name: /новий запис/ })
    expect(calls.some((c) => c.path.startsWith('/api/categories/get/'))).toBe(false)
  })

  it('says so for an unknown table, a bad id, or a new action log entry', async () => {
    for (const url of ['/nope/1', '/categories/abc', '/action_logs/new']) {
      renderAt(url)
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Сторінку запису не знайдено',
      )
      cleanup()
    }
  })

  it('says a missing record is missing and links back to its list', async () => {
    renderAt('/categories/9', () => ({
      ok: false,
      status: 404,
      data: null,
      message: 'Запис не знайдено.',
    }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Запис №9 не знайдено')
    expect(within(alert).getByRole('link', { name: /^До списку/ })).toHaveAttribute(
      'href',
      '/categories',
    )
  })

  it('shows the server message with its details when the record cannot be read', async () => {
    renderAt('/categories/9', () => ({
      ok: false,
      status: 500,
      data: null,
      message: 'Внутрішня помилка сервера.',
      code: 'http.internal',
    }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Внутрішня помилка сервера')
    expect(await within(alert).findByText('Деталі')).toBeInTheDocument()
    expect(within(alert).getByText('http.internal')).toBeInTheDocument()
    expect(within(alert).getByText('500')).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument()
  })
})
