import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '../../i18n'
import { DatePicker } from './DatePicker'
import { DatePickerStandIn, LazyDatePicker } from './LazyDatePicker'

// The picker's code counts as asked for once any screen has, so this file has its modules to
// itself (vitest.config.ts) and the test that must not load it comes first.

function Harness({ load, initial }: { load: boolean; initial: string | null }) {
  const [value, setValue] = useState(initial)
  return (
    <I18nextProvider i18n={createI18n()}>
      <LazyDatePicker load={load} label="Створено з" value={value} onChange={setValue} />
    </I18nextProvider>
  )
}

const field = () => screen.getByLabelText('Створено з') as HTMLInputElement
const toggle = () => screen.getByRole('button', { name: 'Відкрити календар: Створено з' })

describe('LazyDatePicker', () => {
  it('shows the field disabled, with its value, until the screen lets the picker load', async () => {
    const { rerender } = render(<Harness load={false} initial="2026-03-05" />)
    expect(field().value).toBe('05.03.2026')
    expect(field().disabled).toBe(true)
    expect((toggle() as HTMLButtonElement).disabled).toBe(true)
    // Nothing is loading: a while later it is still the stand-in.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(field().disabled).toBe(true)

    rerender(<Harness load initial="2026-03-05" />)
    await waitFor(() => expect(field().disabled).toBe(false))
    expect(field().value).toBe('05.03.2026')
  })

  it.each([
    ['a day', '2026-11-07', false],
    ['no day', null, false],
    ['a day and time', '2026-11-07T09:05:00.000Z', true],
    ['an address value that is no date', 'вчора', false],
  ])('looks and reads as the disabled picker does: %s', (_, value, withTime) => {
    const i18n = createI18n()
    const props = { label: 'Створено з', value, withTime, onChange: () => {} }
    const { container: real } = render(
      <I18nextProvider i18n={i18n}>
        <DatePicker {...props} disabled />
      </I18nextProvider>,
    )
    const { container: standIn } = render(
      <I18nextProvider i18n={i18n}>
        <DatePickerStandIn {...props} />
      </I18nextProvider>,
    )
    const [a, b] = [real, standIn].map((c) => {
      const input = c.querySelector('input')!
      const button = c.querySelector('button')!
      return {
        label: c.querySelector('label')!.textContent,
        labelled: c.querySelector('label')!.htmlFor === input.id,
        input: [input.className, input.value, input.placeholder, input.disabled, input.inputMode],
        button: [button.className, button.innerHTML, button.getAttribute('aria-label')],
        button_disabled: button.disabled,
      }
    })
    expect(b).toEqual(a)
  })
})
