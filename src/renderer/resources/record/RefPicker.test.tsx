import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Providers, fakeBridge, ok } from '../../test/kit'
import { RefPicker } from './RefPicker'

afterEach(cleanup)

const PEOPLE = [
  { id: 1, title: 'Адміністратор' },
  { id: 7, title: 'Марина Коваль' },
  { id: 9, title: 'Марко Ткач' },
]

function Harness({ start }: { start: string }) {
  const [value, setValue] = useState(start)
  return (
    <>
      <label htmlFor="m">Менеджер</label>
      <RefPicker
        table="users"
        id="m"
        value={value}
        onChange={setValue}
        onBlur={() => {}}
        disabled={false}
        clearable
        aria={{}}
      />
      <output data-testid="value">{value}</output>
    </>
  )
}

function renderPicker(start = '1') {
  const { bridge, calls } = fakeBridge((req) => {
    if (req.path !== '/api/users/get_titles') return undefined
    const body = req.body as { q?: string; ids?: number[] }
    const rows = body.ids
      ? PEOPLE.filter((p) => body.ids?.includes(p.id))
      : PEOPLE.filter((p) => p.title.toLowerCase().includes((body.q ?? '').toLowerCase()))
    return ok({ data: rows })
  })
  render(
    <Providers bridge={bridge}>
      <Harness start={start} />
    </Providers>,
  )
  return calls
}

describe('RefPicker', () => {
  it('shows the chosen row’s name, finds rows by part of a name, and picks one by keyboard', async () => {
    const user = userEvent.setup()
    renderPicker('1')
    const box = screen.getByRole('combobox', { name: 'Менеджер' })
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Адміністратор'))
    await user.clear(box)
    await user.type(box, 'рина')
    expect(await screen.findByRole('option', { name: /Марина Коваль/ })).toBeVisible()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('7'))
    expect((box as HTMLInputElement).value).toBe('Марина Коваль')
  })

  it('Esc leaves the choice as it was', async () => {
    const user = userEvent.setup()
    renderPicker('1')
    const box = screen.getByRole('combobox', { name: 'Менеджер' })
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Адміністратор'))
    await user.type(box, 'Мар')
    await user.keyboard('{Escape}')
    expect(screen.getByTestId('value').textContent).toBe('1')
  })

  it('can be cleared when the field may be empty', async () => {
    const user = userEvent.setup()
    renderPicker('7')
    const box = screen.getByRole('combobox', { name: 'Менеджер' })
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Марина Коваль'))
    await user.click(screen.getByRole('button', { name: 'Очистити' }))
    expect(screen.getByTestId('value').textContent).toBe('')
    expect((box as HTMLInputElement).value).toBe('')
  })
})
