import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ApiResponse } from '@shared/contract/http'
import type { ResourceDef } from '@shared/resources/types'
import { noteAnswer, useConnectionStore } from '../../platform'
import { RecordForm } from './RecordForm'
import { createDraftStore } from './drafts'
import { Providers, fakeBridge, ok } from '../../test/kit'
import type { Row } from '../queries'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  useConnectionStore.setState({ offline: false, since: null })
})

const orders: ResourceDef = {
  table: 'orders',
  fields: {
    phone: { kind: 'phone', required: true },
    surname: { kind: 'string', max: 40 },
    status: { kind: 'enum', enum: 'order_status', required: true, default: 'new' },
    password: { kind: 'string', secret: true, virtual: true },
  },
  list: ['id'],
  sort: '-id',
  form: [['status', 'phone', 'surname']],
  titleField: 'surname',
}

const record: Row = { id: 7, version: 3, phone: '0671234567', surname: 'Петренко', status: 'new' }

// The test bridge stands for the desktop app on its embedded server.
const drafts = () => createDraftStore(window.localStorage, 'embedded')

const unreachable: ApiResponse = {
  status: 0,
  ok: false,
  data: null,
  message: 'Сервер недоступний. Перевірте з’єднання.',
}

function renderForm(answer: () => ApiResponse, props: { record?: Row } = {}) {
  const { bridge, calls } = fakeBridge(() => answer())
  const onSaved = vi.fn()
  render(
    <Providers bridge={bridge}>
      <RecordForm def={orders} mode="edit" record={props.record ?? record} onSaved={onSaved} />
    </Providers>,
  )
  const stores = () => calls.filter((c) => c.path === '/api/orders/store')
  return { stores, onSaved }
}

const surname = () => screen.getByLabelText('Прізвище') as HTMLInputElement

describe('RecordForm without a server', { timeout: 20_000 }, () => {
  it('keeps every change as a local draft, and no draft once the edits are undone', async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(() => ok({}))
    await user.type(surname(), '-Змінений')
    await waitFor(() =>
      expect(drafts().read('orders', 7)).toMatchObject({
        values: { surname: 'Петренко-Змінений', phone: '0671234567' },
        baseVersion: 3,
        pending: false,
      }),
    )
    await user.clear(surname())
    await user.type(surname(), 'Петренко')
    expect(drafts().read('orders', 7)).toBeNull()
  })

  it('never writes a secret field to a draft', async () => {
    const user = userEvent.setup({ delay: null })
    renderForm(() => ok({}))
    await user.type(screen.getByLabelText('password'), 'таємниця-123')
    // A password alone is nothing to keep.
    expect(drafts().read('orders', 7)).toBeNull()
    await user.type(surname(), '-Змінений')
    await waitFor(() =>
      expect(drafts().read('orders', 7)?.values['surname']).toBe('Петренко-Змінений'),
    )
    expect(drafts().read('orders', 7)?.values).not.toHaveProperty('password')
    const everything = Object.keys(window.localStorage).map((k) => window.localStorage.getItem(k))
    expect(everything.join('\n')).toContain('Петренко-Змінений')
    expect(everything.join('\n')).not.toContain('таємниця')
  })

  it('keeps a save the server did not get pending, as typed, and sends it when the server answers', async () => {
    const user = userEvent.setup({ delay: null })
    let answer = () => unreachable
    const { stores, onSaved } = renderForm(() => answer())
    await user.clear(surname())
    await user.type(surname(), 'Коваль')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))

    const pending = await screen.findByText(/збереження чекає/)
    expect(pending.getAttribute('role')).toBe('status')
    expect(surname().value).toBe('Коваль')
    expect(useConnectionStore.getState().offline).toBe(true)
    expect(drafts().read('orders', 7)).toMatchObject({
      values: { surname: 'Коваль' },
      pending: true,
    })
    expect(stores()).toHaveLength(1)
    expect(onSaved).not.toHaveBeenCalled()

    // The server comes back: the shell's health poll gets an answer.
    answer = () => ok({ data: { ...record, surname: 'Коваль', version: 4 } })
    act(() => noteAnswer(200))
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(stores()).toHaveLength(2)
    expect(stores()[1]?.body).toMatchObject({ id: 7, version: 3, surname: 'Коваль' })
    expect(drafts().read('orders', 7)).toBeNull()
    expect(screen.queryByText(/збереження чекає/)).toBeNull()
  })

  it('offers a stored draft on opening, and restores it only on the user’s word', async () => {
    const user = userEvent.setup({ delay: null })
    drafts().write('orders', 7, {
      values: { status: 'new', phone: '0671234567', surname: 'З чернетки' },
      baseVersion: 3,
      savedAt: Date.now(),
      pending: true,
    })
    const { stores, onSaved } = renderForm(() =>
      ok({ data: { ...record, surname: 'З чернетки', version: 4 } }),
    )
    await screen.findByText(/Є незбережена чернетка цього запису/)
    expect(surname().value).toBe('Петренко')
    await user.click(screen.getByRole('button', { name: 'Відновити чернетку' }))
    expect(surname().value).toBe('З чернетки')
    // Restored is not saved: the draft stays until the save succeeds.
    expect(drafts().read('orders', 7)).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(stores()[0]?.body).toMatchObject({ id: 7, version: 3, surname: 'З чернетки' })
    expect(drafts().read('orders', 7)).toBeNull()
  })

  it('discards a draft on the user’s word', async () => {
    const user = userEvent.setup({ delay: null })
    drafts().write('orders', 7, {
      values: { status: 'new', phone: '0671234567', surname: 'Непотрібне' },
      baseVersion: 3,
      savedAt: Date.now(),
      pending: false,
    })
    renderForm(() => ok({}))
    await user.click(await screen.findByRole('button', { name: 'Відкинути чернетку' }))
    expect(screen.queryByText(/Є незбережена чернетка/)).toBeNull()
    expect(surname().value).toBe('Петренко')
    expect(drafts().read('orders', 7)).toBeNull()
  })

  it('sends a draft of a record saved by someone else since with its old version: 409, not overwritten', async () => {
    const user = userEvent.setup({ delay: null })
    drafts().write('orders', 7, {
      values: { status: 'new', phone: '0671234567', surname: 'Старе редагування' },
      baseVersion: 2,
      savedAt: Date.now(),
      pending: true,
    })
    const { stores, onSaved } = renderForm(() => ({
      ok: false,
      status: 409,
      data: null,
      message: 'Запис змінив інший користувач. Оновіть сторінку.',
    }))
    await screen.findByText(/Відтоді запис змінив інший користувач/)
    await user.click(screen.getByRole('button', { name: 'Відновити чернетку' }))
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Запис змінив інший користувач')
    expect(stores()[0]?.body).toMatchObject({ id: 7, version: 2 })
    expect(onSaved).not.toHaveBeenCalled()
    // Nothing typed is lost by the refusal either.
    expect(surname().value).toBe('Старе редагування')
    expect(drafts().read('orders', 7)).toMatchObject({ values: { surname: 'Старе редагування' } })
  })
})
