import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { ApiRequest } from '@shared/contract/http'
import OrderFormRoute from './OrderFormRoute'
import type { Prefs } from '@shared/prefs'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'

beforeAll(() => fakeLayout())
afterEach(cleanup)

const PRODUCTS = [
  {
    id: 11,
    version: 1,
    barcode: '12-345',
    title_uk: 'Чохол iPhone 15',
    price: 250,
    availability: 'available',
  },
  {
    id: 12,
    version: 1,
    barcode: '12-346',
    title_uk: 'Скло iPhone 15',
    price: 99.5,
    availability: 'pre_order',
  },
]

const settings = {
  sites: { main: 'CaseShop' },
  api: { prom: { accounts: { shop1: { name: 'Основний', login_id: '1' } } } },
  info: {
    rekvizity_payment: {
      cards: [{ card: '5168 0000 0000 0001', name: 'ФОП Коваль', bank: 'Приват' }],
      current: 0,
    },
  },
  templates_sms: {},
}

function renderForm(url: string, extra?: Handler, prefs?: Partial<Prefs>) {
  const handler: Handler = (req: ApiRequest) => {
    const own = extra?.(req)
    if (own) return own
    if (req.path === '/api/settings/get_params') {
      return ok({
        data: { settings: JSON.stringify(settings), auth: { id: 1, name: 'Адмін', access: 10 } },
      })
    }
    if (req.path === '/api/products/get_products') {
      const search = String((req.body as { search?: string }).search ?? '')
      const data = PRODUCTS.filter((p) => p.barcode === search || search.endsWith('**'))
      return ok({ data, total: data.length, page: 1, per_page: 10 })
    }
    if (req.path === '/api/orders/by_phone') {
      return ok({
        data: [
          {
            id: 900001,
            status: 'refusal',
            total: 100,
            surname: null,
            name: null,
            created_at: '2026-11-01T10:00:00.000Z',
          },
        ],
      })
    }
    return undefined
  }
  const { bridge, calls } = fakeBridge(handler, prefs)
  render(
    <Providers bridge={bridge} url={url}>
      <Routes>
        <Route path="/orders/:id" element={<OrderFormRoute />} />
      </Routes>
    </Providers>,
  )
  return { calls, bridge }
}

describe('the order form', () => {
  it('starts a new order with the desk’s last carrier and payment; a save remembers them', async () => {
    const user = userEvent.setup()
    const saved: unknown[] = []
    const { bridge } = renderForm(
      '/orders/new',
      (req) => {
        if (req.path !== '/api/orders/save') return undefined
        saved.push(req.body)
        return ok({ data: { order: { id: 900011, version: 1, status: 'new' }, items: [] } })
      },
      { lastDeliveryMethod: 'pickup', lastPayMethod: 'card_mono' },
    )
    const method = await screen.findByRole('combobox', { name: 'Спосіб доставки' })
    const pay = screen.getByRole('combobox', { name: 'Спосіб оплати' })
    expect((method as HTMLSelectElement).value).toBe('pickup')
    expect((pay as HTMLSelectElement).value).toBe('card_mono')
    await user.type(screen.getByRole('textbox', { name: /Телефон/ }), '0671234567')
    await user.selectOptions(method, 'nova_poshta')
    await user.selectOptions(pay, 'card_privat')
    await user.keyboard('{Control>}s{/Control}')
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({
      order: { delivery_method: 'nova_poshta', pay_method: 'card_privat' },
    })
    // Remembered on the workstation for the next new order.
    await waitFor(async () => expect(await bridge.prefs.get('lastPayMethod')).toBe('card_privat'))
    expect(await bridge.prefs.get('lastDeliveryMethod')).toBe('nova_poshta')
  })

  it('is filled and saved without the mouse: phone, two items by barcode, Ctrl+S', async () => {
    const user = userEvent.setup()
    const saved: unknown[] = []
    renderForm('/orders/new', (req) => {
      if (req.path !== '/api/orders/save') return undefined
      saved.push(req.body)
      return ok({
        data: {
          order: { id: 900010, version: 1, status: 'new', phone: '0671234567', total: 599.5 },
          items: [],
        },
      })
    })
    const phone = await screen.findByRole('textbox', { name: /Телефон/ })
    await waitFor(() => expect(document.activeElement).toBe(phone))
    await user.keyboard('+38 (067) 123-45-67')
    expect((phone as HTMLInputElement).value).toBe('0671234567')
    expect(screen.getByText('Київстар')).toBeVisible()
    // The earlier order of this phone, a refusal, is beside the form.
    expect(await screen.findByRole('link', { name: '№900001' })).toBeVisible()

    const find = screen.getByRole('textbox', { name: 'Штрихкод або назва товару' })
    await user.click(find)
    await user.keyboard('12-345{Enter}')
    await screen.findByDisplayValue('Чохол iPhone 15')
    await user.keyboard('12-346{Enter}')
    await screen.findByDisplayValue('Скло iPhone 15')
    await user.keyboard('12-345{Enter}')
    await waitFor(() =>
      expect(
        (screen.getByRole('spinbutton', { name: 'Кількість: Чохол iPhone 15' }) as HTMLInputElement)
          .value,
      ).toBe('2'),
    )
    expect(screen.getByLabelText('Разом', { selector: 'td' }).textContent).toBe('599,50')
    await user.keyboard('{Control>}s{/Control}')
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({
      order: { phone: '0671234567', status: 'new' },
      items: [
        { product_id: 11, title: 'Чохол iPhone 15', price: 250, quantity: 2 },
        { product_id: 12, title: 'Скло iPhone 15', price: 99.5, quantity: 1 },
      ],
    })
  })

  it('offers only the allowed statuses and shows a Prom order without its account', async () => {
    renderForm('/orders/900002', (req) => {
      if (req.path === '/api/orders/get/900002') {
        return ok({
          data: {
            id: 900002,
            version: 3,
            status: 'sent',
            phone: '0501112233',
            prom_order: '777',
            prom_acaunt: 'gone',
          },
        })
      }
      if (req.path === '/api/order_items/get_order_items') {
        return ok({ data: [], total: 0, page: 1, per_page: 500 })
      }
      if (req.path === '/api/orders/history/900002') return ok({ data: [] })
      return undefined
    })
    const status = await screen.findByRole('combobox', { name: 'Статус' })
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Відправлено', 'Прибуло', 'Отримано', 'Повернення', 'Проблема'])
    expect(screen.getByText('Немає акаунта ПРОМ!')).toBeVisible()
  })

  it('shows what someone else changed on a stale save and keeps what was typed', async () => {
    const user = userEvent.setup()
    let version = 1
    const saves: { order: { version?: number; comment?: unknown } }[] = []
    renderForm('/orders/900003', (req): ReturnType<Handler> => {
      if (req.path === '/api/orders/get/900003') {
        return ok({
          data: {
            id: 900003,
            version,
            status: 'new',
            phone: '0501112233',
            comment: version === 1 ? null : 'їхній',
          },
        })
      }
      if (req.path === '/api/order_items/get_order_items') {
        return ok({ data: [], total: 0, page: 1, per_page: 500 })
      }
      if (req.path === '/api/orders/history/900003') return ok({ data: [] })
      if (req.path === '/api/orders/save') {
        const body = req.body as (typeof saves)[number]
        saves.push(body)
        if (body.order.version !== version) {
          return {
            ok: false,
            status: 409,
            data: null,
            message: 'Запис змінив інший користувач. Оновіть сторінку.',
          }
        }
        return ok({
          data: {
            order: {
              id: 900003,
              version: version + 1,
              status: 'new',
              phone: '0501112233',
              comment: 'мій',
            },
            items: [],
          },
        })
      }
      return undefined
    })
    const comment = await screen.findByRole('textbox', { name: 'Коментар' })
    version = 2
    await user.type(comment, 'мій')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Замовлення вже змінив інший користувач',
    })
    const row = within(dialog).getByRole('row', { name: /Коментар/ })
    expect(row.textContent).toContain('їхній')
    expect(row.textContent).toContain('мій')
    await user.click(within(dialog).getByRole('button', { name: 'Залишити мою' }))
    expect((comment as HTMLTextAreaElement).value).toBe('мій')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(saves.at(-1)?.order).toMatchObject({ version: 2, comment: 'мій' }))
  })
})
