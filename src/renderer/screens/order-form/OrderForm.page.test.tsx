import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { noteAnswer, useConnectionStore } from '../../platform'
import { createDraftStore } from '../../resources/record/drafts'
import OrderFormRoute from './OrderFormRoute'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'

/** `/orders/{id}` as the desk's form: delivery methods, drafts, a waiting save, view mode. */

beforeAll(() => fakeLayout())
afterEach(() => {
  cleanup()
  window.localStorage.clear()
  useConnectionStore.setState({ offline: false, since: null })
})

const ORDER = {
  id: 900050,
  version: 4,
  status: 'new',
  phone: '0501112233',
  surname: 'Коваль',
  delivery_method: 'nova_poshta',
  city_name: 'Київ',
  city_ref: 'ref-kyiv',
  comment: null,
}

const unreachable: ApiResponse = {
  status: 0,
  ok: false,
  data: null,
  message: 'Сервер недоступний. Перевірте з’єднання.',
}

function renderAt(url: string, extra?: Handler, access = 10) {
  const handler: Handler = (req: ApiRequest) => {
    const own = extra?.(req)
    if (own) return own
    if (req.path === '/session') return ok({ data: { id: 1, name: 'Адмін', access } })
    if (req.path === '/api/settings/get_params') {
      return ok({
        data: {
          settings: JSON.stringify({ sites: { main: 'CaseShop' } }),
          auth: { id: 1, name: 'Адмін', access },
        },
      })
    }
    if (req.path === `/api/orders/get/${ORDER.id}`) return ok({ data: ORDER })
    if (req.path === '/api/order_items/get_order_items') {
      return ok({ data: [], total: 0, page: 1, per_page: 500 })
    }
    if (req.path === `/api/orders/history/${ORDER.id}`) return ok({ data: [] })
    if (req.path === '/api/orders/by_phone') return ok({ data: [] })
    return undefined
  }
  const { bridge, calls } = fakeBridge(handler)
  const view = render(
    <Providers bridge={bridge} url={url}>
      <Routes>
        <Route path="/orders/:id" element={<OrderFormRoute />} />
      </Routes>
    </Providers>,
  )
  return { bridge, calls, view }
}

const saved = (id: number, order: Record<string, unknown>) =>
  ok({ data: { order: { ...ORDER, ...order, id, version: ORDER.version + 1 }, items: [] } })

describe('the order page', () => {
  it('switches the delivery to Ukrposhta, checks its postcode and clears the branch', async () => {
    const user = userEvent.setup()
    const saves: { order: Record<string, unknown> }[] = []
    renderAt(`/orders/${ORDER.id}`, (req) => {
      if (req.path !== '/api/orders/save') return undefined
      const body = req.body as (typeof saves)[number]
      saves.push(body)
      return saved(ORDER.id, body.order)
    })
    const method = await screen.findByRole('combobox', { name: 'Спосіб доставки' })
    expect(screen.getByRole('combobox', { name: 'Місто' })).toBeVisible()
    await user.selectOptions(method, 'ukrposhta')
    expect(screen.queryByRole('combobox', { name: 'Місто' })).toBeNull()
    const postcode = screen.getByRole('textbox', { name: 'Індекс (Укрпошта)' })
    await user.type(postcode, '01a00')
    // Only digits are taken.
    expect((postcode as HTMLInputElement).value).toBe('0100')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Індекс Укрпошти: 5 цифр')).toBeVisible()
    expect(screen.getByText('Обов’язкове поле')).toBeVisible()
    expect(saves).toHaveLength(0)

    await user.type(postcode, '1')
    await user.type(
      screen.getByRole('textbox', { name: 'Адреса (Укрпошта)' }),
      'Київ, вул. Хрещатик, 1',
    )
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]?.order).toMatchObject({
      delivery_method: 'ukrposhta',
      postcode: '01001',
      address: 'Київ, вул. Хрещатик, 1',
      city_name: null,
      city_ref: null,
    })

    // Pickup needs nothing and shows nothing to fill.
    await user.selectOptions(method, 'pickup')
    expect(screen.queryByRole('textbox', { name: 'Індекс (Укрпошта)' })).toBeNull()
    expect(screen.getByText('Самовивіз з магазину: адреса не потрібна.')).toBeVisible()
  })

  it('keeps what was typed as a draft, offers it on the next opening and saves it at its version', async () => {
    const user = userEvent.setup()
    const first = renderAt(`/orders/${ORDER.id}`)
    const comment = await screen.findByRole('textbox', { name: 'Коментар' })
    // The draft store is known a moment after opening; typing before that is kept too.
    await user.type(comment, 'Передзвонити')
    const store = createDraftStore(window.localStorage, 'embedded')
    await waitFor(() => expect(store.read('orders', ORDER.id)?.values.comment).toBe('Передзвонити'))
    expect(store.read('orders', ORDER.id)?.baseVersion).toBe(ORDER.version)
    first.view.unmount()

    const saves: { order: Record<string, unknown> }[] = []
    renderAt(`/orders/${ORDER.id}`, (req) => {
      if (req.path !== '/api/orders/save') return undefined
      const body = req.body as (typeof saves)[number]
      saves.push(body)
      return saved(ORDER.id, body.order)
    })
    expect(await screen.findByText(/Є незбережена чернетка цього запису/)).toBeVisible()
    const again = screen.getByRole('textbox', { name: 'Коментар' }) as HTMLTextAreaElement
    // The order as stored until the user chooses.
    expect(again.value).toBe('')
    await user.click(screen.getByRole('button', { name: 'Відновити чернетку' }))
    expect(again.value).toBe('Передзвонити')
    await user.keyboard('{Control>}s{/Control}')
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]?.order).toMatchObject({ version: ORDER.version, comment: 'Передзвонити' })
    // Saved: the draft is gone.
    await waitFor(() => expect(store.read('orders', ORDER.id)).toBeNull())
  })

  it('waits with a save the server did not receive and sends it when the server answers', async () => {
    const user = userEvent.setup()
    let reachable = false
    const saves: unknown[] = []
    renderAt(`/orders/${ORDER.id}`, (req) => {
      if (req.path !== '/api/orders/save') return undefined
      saves.push(req.body)
      return reachable ? saved(ORDER.id, { comment: 'Чекаю' }) : unreachable
    })
    await user.type(await screen.findByRole('textbox', { name: 'Коментар' }), 'Чекаю')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText(/збереження чекає/)).toBeVisible()
    const store = createDraftStore(window.localStorage, 'embedded')
    expect(store.read('orders', ORDER.id)).toMatchObject({ pending: true })

    reachable = true
    act(() => noteAnswer(200))
    await waitFor(() => expect(saves).toHaveLength(2))
    await waitFor(() => expect(screen.queryByText(/збереження чекає/)).toBeNull())
    expect(store.read('orders', ORDER.id)).toBeNull()
  })

  it('shows an order read-only in view mode, with edit and copy', async () => {
    renderAt(`/orders/${ORDER.id}?mode=view`)
    const phone = (await screen.findByRole('textbox', { name: /Телефон/ })) as HTMLInputElement
    await waitFor(() => expect(phone.value).toBe(ORDER.phone))
    expect(phone.closest('fieldset')?.disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Зберегти' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Редагувати' }).getAttribute('href')).toBe(
      `/orders/${ORDER.id}`,
    )
    expect(screen.getByRole('link', { name: 'Копіювати' }).getAttribute('href')).toBe(
      `/orders/new?clone=${ORDER.id}`,
    )
  })

  it('starts a copy as a new order with the customer and delivery, not the parcel', async () => {
    const user = userEvent.setup()
    const saves: { order: Record<string, unknown> }[] = []
    renderAt(`/orders/new?clone=${ORDER.id}`, (req) => {
      if (req.path === `/api/orders/get/${ORDER.id}`) {
        return ok({ data: { ...ORDER, status: 'sent', track: '20450000000001' } })
      }
      if (req.path !== '/api/orders/save') return undefined
      saves.push(req.body as (typeof saves)[number])
      return saved(900051, {})
    })
    expect(
      await screen.findByRole('heading', { name: `Нове замовлення: копія №${ORDER.id}` }),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]?.order).toMatchObject({
      phone: ORDER.phone,
      surname: 'Коваль',
      city_name: 'Київ',
      status: 'new',
      track: null,
    })
    expect(saves[0]?.order).not.toHaveProperty('id')
  })

  it('is read-only for a viewer, who cannot open a new order', async () => {
    renderAt(`/orders/${ORDER.id}`, undefined, 1)
    const phone = (await screen.findByRole('textbox', { name: /Телефон/ })) as HTMLInputElement
    await waitFor(() => expect(phone.closest('fieldset')?.disabled).toBe(true))
    expect(screen.queryByRole('button', { name: 'Зберегти' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Копіювати' })).toBeNull()
    cleanup()
    renderAt('/orders/new', undefined, 1)
    expect(await screen.findByText('Такого замовлення немає.')).toBeVisible()
  })
})
