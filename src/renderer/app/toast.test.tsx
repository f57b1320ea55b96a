import { act, render, screen } from '@testing-library/react'
import { Toaster } from 'react-hot-toast'
import { describe, expect, it } from 'vitest'
import { notify } from './toast'

describe('toasts', () => {
  it('shows an identical toast once, and a different one beside it', async () => {
    render(<Toaster />)
    act(() => {
      notify.error('Сервер не відповідає')
      notify.error('Сервер не відповідає')
      notify.info('Сервер не відповідає')
    })
    expect(await screen.findAllByText('Сервер не відповідає')).toHaveLength(2)
    act(() => {
      notify.error('Сервер не відповідає')
    })
    expect(screen.getAllByText('Сервер не відповідає')).toHaveLength(2)
  })
})
