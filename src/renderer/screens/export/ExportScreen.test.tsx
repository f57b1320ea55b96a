import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ExportOutcome, ExportSaveRequest } from '@shared/contract/exports'
import { fakeBridge, ok, Providers } from '../../test/kit'
import ExportScreen from './ExportScreen'

describe('the export screen', () => {
  it('saves the chosen columns with their labels and the list filters, showing progress', async () => {
    let finish: (outcome: ExportOutcome) => void = () => {}
    const { bridge } = fakeBridge((req) =>
      req.path.startsWith('/api/exports/progress/')
        ? ok({ data: { done: 1000, total: 4000 } })
        : undefined,
    )
    const save = vi.fn(
      (_req: ExportSaveRequest) => new Promise<ExportOutcome>((resolve) => (finish = resolve)),
    )
    bridge.exports.save = save
    const user = userEvent.setup()
    render(
      <Providers bridge={bridge} url="/export?table=orders&cols=id,status&status=new">
        <ExportScreen />
      </Providers>,
    )
    const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name })
    expect(screen.getByRole('heading', { name: 'Експорт' })).toBeVisible()
    expect(box('ID').checked).toBe(true)
    expect(box('Телефон').checked).toBe(false)
    await user.click(screen.getByRole('checkbox', { name: 'Телефон' }))
    await user.click(screen.getByRole('radio', { name: /CSV/ }))
    await user.click(screen.getByRole('button', { name: 'Вивантажити' }))

    const req = save.mock.calls[0]![0]
    expect(req.table).toBe('orders')
    expect(req.fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(req.body.format).toBe('csv')
    expect(req.body.filter).toEqual({ status: 'new' })
    // In the table's order, whatever order they were ticked in.
    expect(req.body.columns.map((c) => [c.name, c.header])).toEqual([
      ['id', 'ID'],
      ['phone', 'Телефон'],
      ['status', 'Статус'],
    ])
    expect(req.body.columns[2]!.labels?.new).toBe('Нове')

    const bar = await screen.findByRole('progressbar', { name: 'Перебіг вивантаження' })
    await waitFor(() => expect(bar.getAttribute('value')).toBe('1000'), { timeout: 3000 })
    // Testing Library reads the no-break spaces between digit groups as plain spaces.
    expect(screen.getByText('Записано 1 000 з 4 000 рядків')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Скасувати' }))
    expect(bridge.exports.cancel).toHaveBeenCalledWith(req.body.job)
    finish({ ok: false, reason: 'cancelled' })
    expect(await screen.findByText('Вивантаження скасовано.')).toBeVisible()
  })

  it('cannot start without a column, and shows a failure', async () => {
    const { bridge } = fakeBridge(() => undefined)
    bridge.exports.save = vi.fn(async (): Promise<ExportOutcome> => ({
      ok: false,
      reason: 'failed',
      message: 'Немає доступу.',
    }))
    const user = userEvent.setup()
    render(
      <Providers bridge={bridge} url="/export?table=products">
        <ExportScreen />
      </Providers>,
    )
    await user.click(screen.getByRole('button', { name: 'Жодного' }))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Вивантажити' }).disabled).toBe(
      true,
    )
    await user.click(screen.getByRole('button', { name: 'Усі стовпці' }))
    await user.click(screen.getByRole('button', { name: 'Вивантажити' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не вдалося вивантажити: Немає доступу.',
    )
  })
})
