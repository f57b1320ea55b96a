import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { PackingState } from '@shared/packing'
import { SHIPPING_MESSAGES } from '@shared/rules/shipping'
import { createI18n, loadLanguage } from '../../i18n'
import { RU } from '../../i18n/ru'
import { HoldPanel } from './HoldPanel'

// What the server answers for a new card order without prepayment (src/server/packing).
const held = {
  blocked: null,
  held: [
    'Замовлення не підтверджене (статус «Нове»): спершу підтвердіть його з клієнтом.',
    'Оплата «Картка Monobank» потребує передоплати, а її не внесено.',
  ],
  blocked_code: null,
  held_codes: [SHIPPING_MESSAGES.unconfirmed('new'), SHIPPING_MESSAGES.unpaid('card_mono')],
  released_at: null,
} as Partial<PackingState> as PackingState

const show = (i18n: ReturnType<typeof createI18n>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <HoldPanel state={held} canRelease={false} busy={false} onRelease={() => undefined} />
    </I18nextProvider>,
  )

describe('the hold panel', () => {
  it("lists the shipping rule's reasons in Ukrainian", async () => {
    const i18n = createI18n('uk')
    await loadLanguage(i18n, 'uk')
    show(i18n)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(held.held)
  })

  it('lists them in Russian, statuses and pay methods by their Russian names', async () => {
    const i18n = createI18n('ru', { ru: RU })
    await loadLanguage(i18n, 'ru')
    show(i18n)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Заказ не подтверждён (статус «Новый»): сначала подтвердите его с клиентом.',
      'Оплата «Карта Monobank» требует предоплаты, а её не внесли.',
    ])
  })
})
