import { act, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import toast, { Toaster } from 'react-hot-toast'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../i18n'
import { ApiError } from '../platform'
import { errorToast } from './errorToast'

const failed = () =>
  new ApiError(
    {
      status: 500,
      ok: false,
      data: null,
      message: 'Внутрішня помилка сервера.',
      code: 'http.internal',
    },
    'POST /api/orders/get/5',
  )

function renderToaster() {
  render(
    <I18nextProvider i18n={createI18n('uk')}>
      <Toaster />
    </I18nextProvider>,
  )
}

describe('a failure as an error toast', () => {
  afterEach(() => {
    act(() => toast.remove())
  })

  it('shows one toast for the same failure twice, with its code, request and status', async () => {
    renderToaster()
    act(() => {
      errorToast.show(failed())
      errorToast.show(failed())
    })
    await screen.findByText('Деталі')
    const shown = screen.getAllByText(/Внутрішня помилка сервера/)
    expect(shown).toHaveLength(1)
    const toastBox = shown[0]!.closest('.toast__body') as HTMLElement
    expect(within(toastBox).getByText('http.internal')).toBeInTheDocument()
    expect(within(toastBox).getByText('POST /api/orders/get/5')).toBeInTheDocument()
    expect(within(toastBox).getByText('500')).toBeInTheDocument()
    act(() => {
      errorToast.show(failed())
    })
    expect(screen.getAllByText(/Внутрішня помилка сервера/)).toHaveLength(1)
  })

  it('says a failure inside the app in words, never its internal text', async () => {
    renderToaster()
    act(() => {
      errorToast.show(new TypeError("Cannot read properties of undefined (reading 'id')"))
    })
    expect(await screen.findByText(/Щось пішло не так/)).toBeInTheDocument()
    await screen.findByText('Деталі')
    expect(screen.queryByText(/Cannot read properties/)).toBeNull()
    expect(screen.getByText('TypeError')).toBeInTheDocument()
  })
})
