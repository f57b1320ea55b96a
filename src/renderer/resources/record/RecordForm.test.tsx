import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ResourceDef } from '@shared/resources/types'
import { RecordForm } from './RecordForm'
import { formLayout, initialValues, storePayload } from './formValues'
import { Providers, fakeBridge, ok, type Handler } from '../../test/kit'
import type { Row } from '../queries'

afterEach(cleanup)

const orders: ResourceDef = {
  table: 'orders',
  fields: {
    phone: { kind: 'phone', required: true },
    surname: { kind: 'string', max: 20 },
    status: { kind: 'enum', enum: 'order_status', required: true, default: 'new' },
    site: { kind: 'string', max: 50 },
    total: { kind: 'money', default: 0 },
    paid: { kind: 'bool', default: false },
    meta: { kind: 'json' },
    user_id: { kind: 'ref', table: 'users' },
    delivered: { kind: 'date' },
    secret_hash: { kind: 'string', secret: true, readOnly: true },
    password: { kind: 'string', secret: true, virtual: true },
    created_by: { kind: 'ref', table: 'users', readOnly: true },
  },
  list: ['id'],
  sort: '-id',
  form: [['status', 'site'], ['phone', 'surname'], ['total', 'paid', 'user_id'], ['meta']],
  titleField: 'surname',
}

const record: Row = {
  id: 7,
  version: 3,
  phone: '0671234567',
  surname: 'Петренко',
  status: 'sent',
  site: 'shop2',
  total: 125.5,
  paid: true,
  meta: { a: 1 },
  user_id: 4,
  delivered: '2026-03-05',
  created_by: 1,
}

describe('form generation', () => {
  it('lays out every writable field once, unplaced ones after the declared rows', () => {
    expect(formLayout(orders)).toEqual([
      ['status', 'site'],
      ['phone', 'surname'],
      ['total', 'paid', 'user_id'],
      ['meta'],
      ['delivered'],
      ['password'],
    ])
  })

  it('starts a new record from the defaults and the current site; a copy from the record', () => {
    const fresh = initialValues(orders, 'new', undefined, { site: 'shop1' })
    expect(fresh).toMatchObject({
      status: 'new',
      site: 'shop1',
      total: '0',
      paid: false,
      phone: '',
    })
    const copy = initialValues(orders, 'clone', record, { site: 'shop1' })
    expect(copy).toMatchObject({ site: 'shop2', surname: 'Петренко', total: '125.5', paid: true })
    expect(copy['meta']).toBe(JSON.stringify({ a: 1 }, null, 2))
    expect(copy).not.toHaveProperty('id')
    expect(copy).not.toHaveProperty('created_by')
  })

  it('sends id and version only with an edit, and no empty password', () => {
    const parsed = { phone: '0671234567', status: 'new', password: null }
    expect(storePayload(orders, 'clone', parsed, record)).toEqual({
      phone: '0671234567',
      status: 'new',
    })
    expect(storePayload(orders, 'edit', parsed, record)).toEqual({
      phone: '0671234567',
      status: 'new',
      id: 7,
      version: 3,
    })
  })
})

function renderForm(
  props: Partial<Parameters<typeof RecordForm>[0]>,
  handler: Handler = () => ok({}),
) {
  // The reference pickers ask for names; these tests are about the form around them.
  const { bridge, calls, unsaved } = fakeBridge((req) =>
    req.path.endsWith('/get_titles') ? ok({ data: [] }) : handler(req),
  )
  const onSaved = vi.fn()
  const view = render(
    <Providers bridge={bridge}>
      <RecordForm def={orders} mode="new" onSaved={onSaved} {...props} />
    </Providers>,
  )
  return { calls, onSaved, unsaved, unmount: view.unmount }
}

describe('RecordForm', { timeout: 20_000 }, () => {
  it('labels every control and picks the input by kind', () => {
    renderForm({ mode: 'edit', record })
    expect((screen.getByLabelText('Статус') as HTMLSelectElement).value).toBe('sent')
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).type).toBe('tel')
    expect((screen.getByLabelText('paid') as HTMLInputElement).checked).toBe(true)
    expect(screen.getByLabelText('meta').tagName).toBe('TEXTAREA')
    expect((screen.getByLabelText('password') as HTMLInputElement).type).toBe('password')
    expect((screen.getByLabelText('delivered') as HTMLInputElement).value).toBe('05.03.2026')
    expect(screen.queryByLabelText('secret_hash')).toBeNull()
    expect(screen.queryByLabelText('created_by')).toBeNull()
  })

  it('tells main while it has unsaved changes, so an update never restarts over them', async () => {
    const user = userEvent.setup({ delay: null })
    const { unsaved, unmount } = renderForm({ mode: 'edit', record })
    expect(unsaved).toEqual([])
    await user.type(screen.getByLabelText('Прізвище'), 'ко')
    await waitFor(() => expect(unsaved).toEqual([true]))
    unmount()
    expect(unsaved).toEqual([true, false])
  })

  it('shows the schema errors beside their fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls } = renderForm({ mode: 'new' })
    await user.type(screen.getByLabelText('Телефон'), '123')
    await user.type(screen.getByLabelText('meta'), '{{broken')
    await user.type(screen.getByLabelText('Сума'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    const phone = screen.getByLabelText('Телефон')
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = phone.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toMatch(/Невірний номер телефону/)
    expect(screen.getByText('Невірне значення JSON')).toBeVisible()
    expect(screen.getByText(/Має бути сума/)).toBeVisible()
    expect(calls.filter((c) => c.path.endsWith('/store'))).toHaveLength(0)
  })

  it('stores an edit with its version and the parsed values', async () => {
    const user = userEvent.setup({ delay: null })
    const saved = { ...record, version: 4, surname: 'Іваненко' }
    const { calls, onSaved } = renderForm({ mode: 'edit', record }, () => ok({ data: saved }))
    const surname = screen.getByLabelText('Прізвище')
    await user.clear(surname)
    await user.type(surname, 'Іваненко')
    await user.clear(screen.getByLabelText('Сума'))
    await user.type(screen.getByLabelText('Сума'), '99,90')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const store = calls.find((c) => c.path === '/api/orders/store')
    expect(store?.method).toBe('POST')
    expect(store?.body).toMatchObject({
      id: 7,
      version: 3,
      surname: 'Іваненко',
      total: 99.9,
      meta: { a: 1 },
      user_id: 4,
      paid: true,
    })
    expect(store?.body).not.toHaveProperty('password')
  })

  it('takes a typed date in dd.mm.yyyy and stores it as yyyy-mm-dd', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls } = renderForm({ mode: 'edit', record }, () => ok({ data: record }))
    const date = screen.getByLabelText('delivered')
    await user.clear(date)
    await user.type(date, '21.11.2026')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(calls.some((c) => c.path === '/api/orders/store')).toBe(true))
    expect(calls.find((c) => c.path === '/api/orders/store')?.body).toMatchObject({
      delivered: '2026-11-21',
    })
  })

  it('puts a 422 answer beside its fields and a 409 above the form', async () => {
    const user = userEvent.setup({ delay: null })
    let answer = 422
    const { onSaved } = renderForm({ mode: 'edit', record }, () =>
      answer === 422
        ? {
            ok: false,
            status: 422,
            data: null,
            message: 'Перевірте правильність заповнення полів',
            errors: { surname: ['Вже є запис з таким значенням'] },
          }
        : {
            ok: false,
            status: 409,
            data: null,
            message: 'Запис уже змінив інший користувач. Оновіть сторінку.',
          },
    )
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    const surname = screen.getByLabelText('Прізвище')
    await waitFor(() => expect(surname.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Вже є запис з таким значенням')).toBeVisible()

    answer = 409
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Запис уже змінив інший користувач')
    expect(onSaved).not.toHaveBeenCalled()
    // What the user typed is still there.
    expect((screen.getByLabelText('Прізвище') as HTMLInputElement).value).toBe('Петренко')
  })

  it('is read-only in view mode and offers edit and clone', async () => {
    const user = userEvent.setup({ delay: null })
    const onMode = vi.fn()
    renderForm({ mode: 'view', record, onMode })
    expect((screen.getByLabelText('Прізвище') as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Зберегти' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Копіювати' }))
    expect(onMode).toHaveBeenCalledWith('clone')
  })

  it('creates a copy without id and version', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls } = renderForm({ mode: 'clone', record }, () =>
      ok({ data: { ...record, id: 8, version: 1 } }),
    )
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(calls.some((c) => c.path === '/api/orders/store')).toBe(true))
    const body = calls.find((c) => c.path === '/api/orders/store')?.body as Record<string, unknown>
    expect(body).not.toHaveProperty('id')
    expect(body).not.toHaveProperty('version')
    expect(body).toMatchObject({ surname: 'Петренко', site: 'shop2', status: 'sent' })
  })
})
