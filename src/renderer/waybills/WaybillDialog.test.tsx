import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CarrierRequest, CarrierResponse } from '@shared/carrier'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import { createFakeBridge } from '../test/fakeBridge'
import { renderWithApp } from '../test/renderApp'
import { SenderForm } from '../settings-forms'
import { WaybillSection } from './WaybillSection'

const order = {
  id: 41,
  status: 'ready',
  phone: '0441234567',
  surname: 'Франко',
  name: 'Іван',
  delivery_method: 'nova_poshta',
  city_name: 'Львів',
  city_ref: 'city',
  warehouse_name: 'Відділення №1',
  warehouse_ref: 'wh',
  total: 300,
  prepayment: 100,
}

const refusal = (req: ApiRequest): ApiResponse | undefined =>
  req.path === '/api/waybills/create'
    ? {
        status: 422,
        ok: false,
        data: null,
        message: 'Нова Пошта не прийняла накладну: виправте позначені поля.',
        errors: {
          phone: ['Нова Пошта не приймає цей телефон одержувача (RecipientsPhone is invalid)'],
        },
      }
    : undefined

describe('the waybill dialog', () => {
  it('opens on Alt+N, sends on Enter with the defaults, shows NP’s refusal beside the phone', async () => {
    const bridge = createFakeBridge({ handlers: [refusal] })
    renderWithApp([{ path: '*', element: <WaybillSection order={order} /> }], { bridge })
    const user = userEvent.setup()
    await screen.findByRole('button', { name: /Створити накладну/ })
    await user.keyboard('{Alt>}n{/Alt}')
    const dialog = await screen.findByRole('dialog', { name: 'Накладна для замовлення №41' })
    expect(within(dialog).getByLabelText('Вага, кг')).toBe(document.activeElement)
    expect(within(dialog).getByLabelText('Накладений платіж, грн (0 — без нього)')).toHaveProperty(
      'value',
      '200',
    )
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(dialog.querySelector('dd[data-field="phone"]')?.textContent).toContain(
        'Нова Пошта не приймає цей телефон одержувача',
      ),
    )
    const sent = bridge.apiCalls.find((r) => r.path === '/api/waybills/create')
    expect(sent?.body).toEqual({
      order_id: 41,
      options: {
        weight: 0.5,
        seats: 1,
        description: 'Аксесуари для телефонів',
        declared_value: 300,
        cod: 200,
        payer: 'Recipient',
      },
    })
  })

  it('checks its own fields before asking the server', async () => {
    const bridge = createFakeBridge({ handlers: [refusal] })
    renderWithApp([{ path: '*', element: <WaybillSection order={order} /> }], { bridge })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Створити накладну/ }))
    const weight = await screen.findByLabelText('Вага, кг')
    await user.clear(weight)
    await user.type(weight, '0{Enter}')
    expect(await screen.findByText('Вага: щонайменше 0,1 кг')).toBeVisible()
    expect(bridge.apiCalls.some((r) => r.path === '/api/waybills/create')).toBe(false)
  })

  it('asks for a tick before a second TTN, then says the old one was kept at NP and why', async () => {
    const made = { ...order, version: 2, track: '20450000000002' }
    const bridge = createFakeBridge({
      handlers: [
        (req) =>
          req.path === '/api/waybills/create'
            ? {
                status: 200,
                ok: true,
                data: {
                  data: {
                    order: made,
                    ttn: { id: 7, version: 1, ttn: made.track },
                    cost: 70,
                    estimated_delivery_date: '25.11.2026',
                    replaced: { ttn: '20450000000001', deleted: false, reason: 'it is accepted' },
                  },
                },
              }
            : undefined,
      ],
    })
    renderWithApp(
      [{ path: '*', element: <WaybillSection order={{ ...order, track: '20450000000001' }} /> }],
      { bridge },
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Нова накладна/ }))
    const send = await screen.findByRole('button', { name: 'Створити накладну' })
    expect(send).toHaveProperty('disabled', true)
    await user.click(screen.getByLabelText(/^Створити нову ТТН замість 20450000000001 /))
    expect(send).toHaveProperty('disabled', false)
    await user.click(send)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Стару ТТН 20450000000001 не видалено в Новій Пошті (it is accepted): вона лишається у ' +
        'списку відстеження. Якщо посилка за нею не поїде, видаліть її в кабінеті Нової Пошти.',
    )
    expect(bridge.apiCalls.find((r) => r.path === '/api/waybills/create')?.body).toMatchObject({
      order_id: 41,
      recreate: true,
    })
  })
})

describe("the order's waybill deleted", () => {
  it('asks first, then says what NP answered and hands the changed order back', async () => {
    const withTtn = { ...order, version: 3, track: '20450000000001' }
    let refuse = true
    const bridge = createFakeBridge({
      handlers: [
        (req) => {
          if (req.path !== '/api/waybills/delete') return undefined
          if (refuse) {
            refuse = false
            return {
              status: 422,
              ok: false,
              data: null,
              message: 'Нова Пошта не видалила накладну: it is accepted',
            }
          }
          return {
            status: 200,
            ok: true,
            data: { data: { order: { ...withTtn, version: 4, track: null } } },
          }
        },
      ],
    })
    const changed: unknown[] = []
    renderWithApp(
      [
        {
          path: '*',
          element: <WaybillSection order={withTtn} onChanged={(o) => changed.push(o)} />,
        },
      ],
      { bridge },
    )
    const user = userEvent.setup()
    const deleteButton = await screen.findByRole('button', { name: 'Видалити накладну' })
    await user.click(deleteButton)
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Видалити накладну ТТН 20450000000001 у Новій Пошті?',
    )
    await user.click(screen.getByRole('button', { name: 'Ні, передумав' }))
    expect(bridge.apiCalls.some((r) => r.path === '/api/waybills/delete')).toBe(false)

    await user.click(deleteButton)
    await user.click(await screen.findByRole('button', { name: 'Впевнений !' }))
    expect(
      await screen.findByText('Нова Пошта не видалила накладну: it is accepted'),
    ).toBeInTheDocument()
    expect(changed).toEqual([])

    await user.click(deleteButton)
    await user.click(await screen.findByRole('button', { name: 'Впевнений !' }))
    expect(
      await screen.findByText('Накладну ТТН 20450000000001 видалено в Новій Пошті.'),
    ).toBeInTheDocument()
    expect(changed).toEqual([expect.objectContaining({ version: 4, track: null })])
    expect(
      bridge.apiCalls.filter((r) => r.path === '/api/waybills/delete').map((r) => r.body),
    ).toEqual([
      { order_id: 41, ttn: '20450000000001' },
      { order_id: 41, ttn: '20450000000001' },
    ])
  })
})

describe('the sender form', () => {
  /** Nova Poshta as the bridge's carrier path answers it, and what was asked. */
  function withCarrier(bridge: ReturnType<typeof createFakeBridge>, senders: CarrierResponse) {
    const asked: CarrierRequest[] = []
    bridge.carrier = {
      request: async (req) => {
        asked.push(req)
        if (req.op === 'senders') return senders
        if (req.op === 'contacts' && req.counterpartyRef === 'cp-2')
          return {
            ok: true,
            op: 'contacts',
            data: [{ ref: 'ct-7', description: 'Мельник Андрій', phone: '380671112233' }],
          }
        if (req.op === 'cities' && req.query.startsWith('льв'))
          return { ok: true, op: 'cities', data: [{ ref: 'city-lviv', description: 'Львів' }] }
        if (req.op === 'warehouses' && req.cityRef === 'city-lviv')
          return {
            ok: true,
            op: 'warehouses',
            data: [
              { ref: 'wh-1', description: 'Відділення №1', warehouse_status: 'Working' },
              { ref: 'wh-5', description: 'Відділення №5', warehouse_status: 'Working' },
            ],
          }
        return { ok: true, op: 'cities', data: [] }
      },
    }
    return asked
  }

  it('picks the sender from Nova Poshta’s lists by name and saves refs with names', async () => {
    const bridge = createFakeBridge({
      handlers: [
        (req) =>
          req.path === '/api/settings/set_param'
            ? { status: 200, ok: true, data: { data: req.body } }
            : undefined,
      ],
    })
    const asked = withCarrier(bridge, {
      ok: true,
      op: 'senders',
      data: [
        { ref: 'cp-1', description: 'ФОП Коваленко', city_ref: '' },
        { ref: 'cp-2', description: 'Чохли для всіх ТОВ', city_ref: '' },
      ],
    })
    let done = 0
    renderWithApp([{ path: '*', element: <SenderForm value={{}} onDone={() => (done += 1)} /> }], {
      bridge,
    })
    const user = userEvent.setup()
    // Saved empty: each box says what is missing, nothing is sent.
    await user.click(await screen.findByRole('button', { name: 'Зберегти' }))
    expect(await screen.findAllByText('Оберіть зі списку Нової Пошти')).toHaveLength(4)

    await user.type(screen.getByRole('combobox', { name: 'Відправник (контрагент)' }), 'чох')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Чохли для всіх ТОВ'])
    await user.keyboard('{ArrowDown}{Enter}')
    const contact = screen.getByRole('combobox', { name: 'Контактна особа' })
    await waitFor(() => expect(contact).toHaveProperty('disabled', false))
    await user.click(contact)
    await user.click(await screen.findByRole('option', { name: /Мельник Андрій/ }))
    expect(screen.getByLabelText('Телефон відправника')).toHaveProperty('value', '0671112233')
    await user.type(screen.getByRole('combobox', { name: 'Місто відправника' }), 'Льв')
    await screen.findByRole('option', { name: 'Львів' })
    await user.keyboard('{ArrowDown}{Enter}')
    const branch = screen.getByRole('combobox', { name: 'Відділення відправлення' })
    await waitFor(() => expect(branch).toHaveProperty('disabled', false))
    await user.type(branch, '№5')
    await screen.findByRole('option', { name: 'Відділення №5' })
    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(done).toBe(1))
    expect(bridge.apiCalls.find((r) => r.path === '/api/settings/set_param')?.body).toEqual({
      key: 'api.nova_poshta.sender',
      value: {
        counterparty_ref: 'cp-2',
        counterparty_name: 'Чохли для всіх ТОВ',
        contact_ref: 'ct-7',
        contact_name: 'Мельник Андрій',
        phone: '0671112233',
        city_ref: 'city-lviv',
        city_name: 'Львів',
        warehouse_ref: 'wh-5',
        warehouse_name: 'Відділення №5',
      },
    })
    expect(asked).toContainEqual({ op: 'contacts', counterpartyRef: 'cp-2' })
  })

  it('says why Nova Poshta gave no senders', async () => {
    const bridge = createFakeBridge()
    withCarrier(bridge, { ok: false, message: 'Ключ API Нової Пошти не задано в налаштуваннях.' })
    renderWithApp([{ path: '*', element: <SenderForm value={{}} onDone={() => {}} /> }], {
      bridge,
    })
    expect(await screen.findByText('Ключ API Нової Пошти не задано в налаштуваннях.')).toBeVisible()
  })

  it('gives a site its own sender, the shop’s kept for the others', async () => {
    const bridge = createFakeBridge({
      handlers: [
        (req) =>
          req.path === '/api/settings/set_param'
            ? { status: 200, ok: true, data: { data: req.body } }
            : undefined,
      ],
    })
    withCarrier(bridge, {
      ok: true,
      op: 'senders',
      data: [{ ref: 'cp-2', description: 'Чохли для всіх ТОВ', city_ref: '' }],
    })
    const shop = {
      counterparty_ref: 'cp-1',
      counterparty_name: 'ФОП Коваленко',
      contact_ref: 'ct-1',
      phone: '0501112233',
      city_ref: 'city-1',
      warehouse_ref: 'wh-1',
    }
    let done = 0
    renderWithApp(
      [
        {
          path: '*',
          element: (
            <SenderForm
              value={shop}
              sites={{ chohol: 'Chohol.in.ua' }}
              onDone={() => (done += 1)}
            />
          ),
        },
      ],
      { bridge },
    )
    const user = userEvent.setup()
    expect(await screen.findByRole('combobox', { name: 'Відправник (контрагент)' })).toHaveProperty(
      'value',
      'ФОП Коваленко',
    )
    await user.selectOptions(screen.getByLabelText('Для сайту'), 'chohol')
    expect(screen.getByRole('combobox', { name: 'Відправник (контрагент)' })).toHaveProperty(
      'value',
      '',
    )
    await user.click(screen.getByRole('combobox', { name: 'Відправник (контрагент)' }))
    await user.click(await screen.findByRole('option', { name: 'Чохли для всіх ТОВ' }))
    await user.click(screen.getByRole('combobox', { name: 'Контактна особа' }))
    await user.click(await screen.findByRole('option', { name: /Мельник Андрій/ }))
    await user.type(screen.getByRole('combobox', { name: 'Місто відправника' }), 'Льв')
    await screen.findByRole('option', { name: 'Львів' })
    await user.keyboard('{ArrowDown}{Enter}')
    const branch = screen.getByRole('combobox', { name: 'Відділення відправлення' })
    await waitFor(() => expect(branch).toHaveProperty('disabled', false))
    await user.click(branch)
    await user.click(await screen.findByRole('option', { name: 'Відділення №1' }))
    await user.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(done).toBe(1))
    const sent = bridge.apiCalls.find((r) => r.path === '/api/settings/set_param')?.body as {
      value: Record<string, unknown>
    }
    expect(sent.value).toMatchObject({
      ...shop,
      sites: { chohol: { counterparty_ref: 'cp-2', city_ref: 'city-lviv', warehouse_ref: 'wh-1' } },
    })
  })
})
