import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { Providers, fakeBridge, ok } from '../test/kit'
import { RefPicker } from './record/RefPicker'
import { RefPickerStandIn, UserFilter } from './UserFilter'

afterEach(cleanup)

const renderIn = (node: React.ReactNode) => {
  const { bridge } = fakeBridge((req) =>
    req.path === '/api/users/get_titles'
      ? ok({ data: [{ id: 7, title: 'Марина Коваль' }] })
      : undefined,
  )
  return render(<Providers bridge={bridge}>{node}</Providers>)
}

describe('UserFilter', () => {
  it('stands in with the picker’s disabled look: class, role, placeholder, no value', () => {
    const { container: real } = renderIn(
      <RefPicker
        table="users"
        id="real"
        value=""
        onChange={() => {}}
        onBlur={() => {}}
        disabled
        clearable
        aria={{}}
      />,
    )
    const { container: standIn } = renderIn(<RefPickerStandIn id="stand-in" />)
    const [a, b] = [real, standIn].map((c) => {
      const input = c.querySelector('input')!
      // What shows: the frame without the field (compared below) and the hidden options list.
      const frame = c.firstElementChild!.cloneNode(true) as Element
      frame.querySelectorAll('input, [hidden]').forEach((e) => e.remove())
      return {
        frame: frame.outerHTML,
        input: [input.className, input.getAttribute('role'), input.placeholder, input.value],
        disabled: input.disabled,
      }
    })
    expect(b).toEqual(a)
  })

  it('becomes the picker once the list lets it load, showing the chosen colleague', async () => {
    renderIn(
      <>
        <label htmlFor="u">Менеджер</label>
        <UserFilter id="u" value="7" onChange={() => {}} load />
      </>,
    )
    const field = () => screen.getByRole('combobox', { name: 'Менеджер' }) as HTMLInputElement
    await waitFor(() => expect(field().value).toBe('Марина Коваль'))
    expect(field().disabled).toBe(false)
  })
})
