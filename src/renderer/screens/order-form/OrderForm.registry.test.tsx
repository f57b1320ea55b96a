import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ApiRequest } from '@shared/contract/http'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../../test/kit'
import type * as Sales from '@shared/resources/tables/sales'
import { OrderForm } from './OrderForm'

// The declaration of `orders` grows a field the desk's code has never heard of.
vi.mock('@shared/resources/tables/sales', async (importOriginal) => {
  const real = await importOriginal<typeof Sales>()
  return {
    ...real,
    orders: {
      ...real.orders,
      fields: { ...real.orders.fields, gift_note: { kind: 'string', max: 12 } },
    },
  }
})

beforeAll(() => fakeLayout())
afterEach(cleanup)

function renderDesk(saves: unknown[]) {
  const handler: Handler = (req: ApiRequest) => {
    if (req.path === '/api/settings/get_params') {
      return ok({ data: { settings: '{}', auth: { id: 1, name: 'Адмін', access: 10 } } })
    }
    if (req.path === '/api/orders/by_phone') return ok({ data: [] })
    if (req.path !== '/api/orders/save') return undefined
    saves.push(req.body)
    return ok({ data: { order: { id: 900070, version: 1, status: 'new' }, items: [] } })
  }
  const { bridge } = fakeBridge(handler)
  render(
    <Providers bridge={bridge} url="/orders/new">
      <OrderForm order={null} items={[]} />
    </Providers>,
  )
}

describe('the order desk, built from the registry', () => {
  // The desk's code loads on first use: on a busy machine that is seconds (src/renderer/test/setup.ts).
  it(
    'draws, checks and saves a field added to the declaration of orders',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ delay: null })
      const saves: unknown[] = []
      renderDesk(saves)
      // Labelled by the catalogue, or by its own name when nobody named it yet.
      const note = await screen.findByRole('textbox', { name: 'gift_note' })
      // A new order starts at the phone once the user's rights are known.
      const phone = screen.getByRole('textbox', { name: /Телефон/ })
      await waitFor(() => expect(document.activeElement).toBe(phone))
      await user.keyboard('0671234567')
      await user.type(note, 'Загорніть гарно')
      await user.keyboard('{Control>}s{/Control}')
      // The declaration's rule, in the server's words.
      expect(await screen.findByText('Не довше ніж 12 символів')).toBeVisible()
      expect(saves).toHaveLength(0)

      await user.clear(note)
      await user.type(note, 'Подарунок')
      await user.keyboard('{Control>}{Enter}{/Control}')
      await waitFor(() => expect(saves).toHaveLength(1))
      expect(saves[0]).toMatchObject({ order: { phone: '0671234567', gift_note: 'Подарунок' } })
    },
  )
})
