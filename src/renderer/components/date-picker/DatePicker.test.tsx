import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '../../i18n'
import { RU } from '../../i18n/ru'
import { DatePicker, type DatePickerProps } from './DatePicker'

function Harness(props: Partial<DatePickerProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null)
  return (
    <I18nextProvider i18n={createI18n()}>
      <DatePicker
        label="Дата"
        {...props}
        value={value}
        onChange={(v) => {
          props.onChange?.(v)
          setValue(v)
        }}
      />
      <output data-testid="model">{value ?? 'null'}</output>
    </I18nextProvider>
  )
}

const model = () => screen.getByTestId('model').textContent
const openCalendar = () =>
  fireEvent.click(screen.getByRole('button', { name: /Відкрити календар/ }))
const title = () => screen.getByRole('button', { name: /^Обрати рік/ }).textContent

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 23, 12, 0) })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('DatePicker', () => {
  it('reads a typed date 1000 ms after the last keystroke, as an ISO model value', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const input = screen.getByLabelText('Дата')
    fireEvent.change(input, { target: { value: '05.03.20' } })
    act(() => vi.advanceTimersByTime(900))
    fireEvent.change(input, { target: { value: '05.03.2026' } })
    act(() => vi.advanceTimersByTime(999))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(model()).toBe('2026-03-05')
    expect(input).toHaveProperty('value', '05.03.2026')
  })

  it('says so when the typed text is not a date, and keeps the value', () => {
    render(<Harness initial="2026-11-02" />)
    const input = screen.getByLabelText('Дата')
    expect(input).toHaveProperty('value', '02.11.2026')
    fireEvent.change(input, { target: { value: '31.02.2026' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.getByRole('alert').textContent).toBe('Невірна дата: введіть дд.мм.рррр')
    expect(model()).toBe('2026-11-02')
  })

  it('shows and takes dates with time as dd.mm.yyyy / hh:mm', () => {
    render(<Harness withTime initial={new Date(2026, 2, 5, 14, 7).toISOString()} />)
    const input = screen.getByLabelText('Дата')
    expect(input).toHaveProperty('value', '05.03.2026 / 14:07')
    fireEvent.change(input, { target: { value: '06.03.2026 / 09:30' } })
    act(() => vi.advanceTimersByTime(1000))
    expect(model()).toBe(new Date(2026, 2, 6, 9, 30).toISOString())
  })

  it('titles the month with month and year, picks a day, and closes', () => {
    render(<Harness initial="2026-11-02" />)
    openCalendar()
    expect(title()).toBe('листопад 2026')
    const dialog = screen.getByRole('dialog')
    fireEvent.click(within(dialog).getByText('17'))
    expect(model()).toBe('2026-11-17')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('picks a year from groups of 12 years', () => {
    render(<Harness initial="2026-11-02" />)
    openCalendar()
    fireEvent.click(screen.getByRole('button', { name: /^Обрати рік/ }))
    const dialog = screen.getByRole('dialog')
    const years = dialog.querySelectorAll('.react-datepicker__year-text')
    expect(years).toHaveLength(12)
    expect(within(dialog).getByText('2017 – 2028')).toBeVisible()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Попередні 12 років' }))
    expect(within(dialog).getByText('2005 – 2016')).toBeVisible()
    fireEvent.click(within(dialog).getByText('2010'))
    expect(title()).toBe('листопад 2010')
    // Choosing a year moves the view, not the value.
    expect(model()).toBe('2026-11-02')
  })

  it('changes the month on a quick horizontal swipe only', () => {
    render(<Harness initial="2026-11-02" />)
    openCalendar()
    const dialog = screen.getByRole('dialog')
    const swipe = (dx: number, dy: number, ms: number) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: 200, clientY: 100 }], timeStamp: 0 })
      act(() => vi.advanceTimersByTime(ms))
      fireEvent.touchEnd(dialog, {
        changedTouches: [{ clientX: 200 + dx, clientY: 100 + dy }],
      })
    }
    swipe(-80, 10, 100)
    expect(title()).toBe('грудень 2026')
    swipe(80, 0, 100)
    swipe(80, 0, 100)
    expect(title()).toBe('жовтень 2026')
    swipe(-100, 90, 100) // too vertical
    swipe(-40, 0, 100) // too short
    expect(title()).toBe('жовтень 2026')
  })

  it('shows a day’s popover, with the fallback for an attribute without a label', () => {
    render(
      <Harness
        initial="2026-11-02"
        dayAttributes={(day) =>
          day === '2026-11-10' ? [{ key: 'orders', label: 'Замовлень: 3' }] : []
        }
      />,
    )
    openCalendar()
    const dialog = screen.getByRole('dialog')
    fireEvent.mouseEnter(within(dialog).getByText('10'))
    expect(screen.getByRole('tooltip').textContent).toBe('Замовлень: 3')
    fireEvent.mouseLeave(within(dialog).getByText('10'))
    act(() => vi.advanceTimersByTime(109))
    expect(screen.queryByRole('tooltip')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('tooltip')).toBeNull()
    // Today (23rd) is marked by the calendar itself, with no label.
    fireEvent.mouseEnter(within(dialog).getByText('23'))
    expect(screen.getByRole('tooltip').textContent).toBe('No content provided')
  })

  it('speaks Russian with the ru locale', () => {
    const i18n = createI18n('ru', { ru: RU })
    render(
      <I18nextProvider i18n={i18n}>
        <DatePicker label="Дата" value="2026-11-02" onChange={() => undefined} />
      </I18nextProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: /Открыть календарь/ }))
    expect(screen.getByRole('button', { name: /^Выбрать год/ }).textContent).toBe('ноябрь 2026')
  })
})
