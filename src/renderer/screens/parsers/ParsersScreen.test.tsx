import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ApiRequest, ApiResponse } from '@shared/contract/http'
import type { PriceRun } from '@shared/supply/price-lists'
import { createFakeBridge } from '../../test/fakeBridge'
import { renderWithApp } from '../../test/renderApp'
import ParsersScreen from './ParsersScreen'

const routes = [{ path: '*', element: <ParsersScreen /> }]

const RUN: PriceRun = {
  id: 4,
  provider: 'caseshop',
  filename: 'caseshop.csv',
  status: 'new',
  rows: 3,
  unchanged: 1,
  new: [{ line: 3, code: '3001', title: 'Скло', price: 70, availability: 'available' }],
  changed: [
    {
      product_id: 1,
      code: '2001',
      title: 'Плівка',
      price: { old: 50, new: 55 },
      availability: null,
    },
  ],
  vanished: [{ product_id: 2, code: '2002', title: 'Кабель', availability: 'available' }],
}

function server() {
  const sent: { provider: string; filename: string; content: string }[] = []
  const mappings: { provider: string; mapping: Record<string, string> }[] = []
  let applied = 0
  // The header row the server keeps once a file was read (even a refused one).
  let seen: string[] | null = null
  const handler = (req: ApiRequest): ApiResponse | undefined => {
    const ok = (data: unknown): ApiResponse => ({ status: 200, ok: true, data: { data } })
    if (req.path === '/api/price_lists/get_runs') return ok([])
    if (req.path === '/api/parsers/get_columns' || req.path === '/api/parsers/set_columns') {
      const body = req.body as { provider: string; mapping?: Record<string, string> }
      if (body.mapping) mappings.push({ provider: body.provider, mapping: body.mapping })
      const headers = seen && {
        names: seen,
        source: 'file',
        name: 'опт.csv',
        seen_at: '2026-11-27T10:00:00.000Z',
      }
      return ok({ mapping: mappings.at(-1)?.mapping ?? {}, headers })
    }
    if (req.path === '/api/parsers/feeds') return ok([])
    if (req.path === '/api/price_lists/dry_run') {
      const body = req.body as { provider: string; filename: string; content: string }
      sent.push(body)
      if (body.filename === 'опт.csv') {
        seen = ['код постачальника', 'найменування', 'ціна опт', 'склад']
        return ok({
          run: null,
          error: { line: 1, message: 'У файлі немає стовпця «Ціна».' },
        })
      }
      if (body.filename === 'bad.csv') {
        return ok({
          run: null,
          error: { line: 3, message: 'Рядок 3: ціна «сто» не є додатним числом.' },
        })
      }
      return ok({ run: RUN, error: null })
    }
    if (req.path === '/api/price_lists/get_run')
      return ok({ ...RUN, status: applied ? 'done' : 'new' })
    if (req.path === '/api/price_lists/apply') {
      applied++
      return ok({ id: 4, changed: 1, vanished: 1 })
    }
    return undefined
  }
  return { handler, sent, mappings, applied: () => applied }
}

describe('supplier price lists screen', () => {
  it('uploads a file for a supplier, shows the dry run and applies it', async () => {
    const fake = server()
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [fake.handler] }) })
    const user = userEvent.setup()
    expect(await screen.findByText('Прайси ще не завантажували.')).toBeVisible()
    await user.selectOptions(screen.getByLabelText('Постачальник'), 'caseshop')
    const csv = 'Штрихкод;Назва;Ціна\n2001;Плівка;55\n'
    await user.upload(
      screen.getByLabelText('Файл прайсу'),
      new File([csv], 'caseshop.csv', { type: 'text/csv' }),
    )
    await user.click(screen.getByRole('button', { name: 'Пробний запуск' }))
    const changed = await screen.findByRole('table', { name: 'Змінені ціни та наявність' })
    expect(fake.sent[0]?.provider).toBe('caseshop')
    expect(
      new TextDecoder().decode(
        Uint8Array.from(atob(fake.sent[0]!.content), (c) => c.charCodeAt(0)),
      ),
    ).toBe(csv)
    const row = within(changed).getByRole('row', { name: /2001/ })
    expect(row.textContent).toContain('50,00 грн')
    expect(row.textContent).toContain('55,00 грн')
    expect(
      screen.getByRole('table', { name: 'Нові товари (створіть їх у каталозі)' }).textContent,
    ).toContain('Скло')
    expect(
      screen.getByRole('table', { name: 'Зниклі з прайсу (стануть «Немає в наявності»)' })
        .textContent,
    ).toContain('Кабель')

    await user.click(screen.getByRole('button', { name: 'Застосувати зміни' }))
    await user.click(await screen.findByRole('button', { name: 'Впевнений !' }))
    await waitFor(() => expect(fake.applied()).toBe(1))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Застосувати зміни' })).toBeNull(),
    )
  })

  it('a malformed file shows its line and no run', async () => {
    const fake = server()
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [fake.handler] }) })
    const user = userEvent.setup()
    await screen.findByText('Прайси ще не завантажували.')
    await user.upload(screen.getByLabelText('Файл прайсу'), new File(['x'], 'bad.csv'))
    await user.click(screen.getByRole('button', { name: 'Пробний запуск' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Рядок 3: ціна «сто» не є додатним числом.',
      ),
    )
    expect(screen.queryByRole('button', { name: 'Застосувати зміни' })).toBeNull()
  })

  it('a file refused for its headers leads to its supplier’s columns, which a manager maps', async () => {
    const fake = server()
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [fake.handler] }) })
    const user = userEvent.setup()
    expect(
      await screen.findByText(/Прайсів і фідів постачальника «CaseShop» ще не читали/),
    ).toBeVisible()
    await user.selectOptions(screen.getByLabelText('Постачальник'), 'vdmt')
    await user.upload(screen.getByLabelText('Файл прайсу'), new File(['x'], 'опт.csv'))
    await user.click(screen.getByRole('button', { name: 'Пробний запуск' }))
    await user.click(await screen.findByRole('button', { name: /Вказати стовпці постачальника/ }))
    const title = screen.getByRole('heading', { name: 'Стовпці постачальника' })
    await waitFor(() => expect(title).toHaveFocus())
    expect(screen.getByLabelText('Постачальник, чиї стовпці показати')).toHaveValue('vdmt')
    const table = await screen.findByRole('table', { name: /Стовпці постачальника «VDMT»/ })
    expect(screen.getByText(/Стовпці з останнього прайсу «опт.csv»/)).toBeVisible()
    expect(screen.getByText(/потрібен стовпець з артикулом або штрихкодом/)).toBeVisible()
    await user.selectOptions(
      within(table).getByLabelText('Артикул постачальника'),
      'код постачальника',
    )
    await user.selectOptions(within(table).getByLabelText('Ціна'), 'ціна опт')
    expect(screen.queryByText(/не прочитається/)).toBeNull()
    expect(within(table).getByRole('row', { name: /Наявність або залишок/ }).textContent).toContain(
      'усі товари «В наявності»',
    )
    await user.click(screen.getByRole('button', { name: 'Зберегти стовпці' }))
    expect(await screen.findByText(/Стовпці збережено/)).toBeVisible()
    expect(fake.mappings).toEqual([
      { provider: 'vdmt', mapping: { sku: 'код постачальника', price: 'ціна опт' } },
    ])
  })

  it('a feed’s review pages through its results and filters by kind, the counts whole', async () => {
    const asked: { kind?: string | null; page?: number; per_page?: number }[] = []
    const pending = { new: 230, price: 20, availability: 0, gone: 0 }
    const parser = {
      id: 7,
      title: 'Фід VDMT',
      url: 'http://x/feed.yml',
      provider: 'vdmt',
      active: true,
      interval_minutes: 60,
      status: 'new',
      new_count: 250,
      last_run_at: null,
      next_run_at: null,
      failures: 0,
      last_error: null,
    }
    const handler = (req: ApiRequest): ApiResponse | undefined => {
      const ok = (data: unknown): ApiResponse => ({ status: 200, ok: true, data: { data } })
      if (req.path === '/api/price_lists/get_runs') return ok([])
      if (req.path === '/api/parsers/get_columns') return ok({ mapping: {}, headers: null })
      if (req.path === '/api/parsers/feeds') return ok([parser])
      if (req.path === '/api/parsers/review') {
        const body = req.body as { kind?: 'new' | 'price' | null; page?: number; per_page?: number }
        asked.push(body)
        const page = body.page ?? 1
        const perPage = body.per_page ?? 100
        const total = body.kind ? pending[body.kind] : 250
        const from = (page - 1) * perPage
        const items = Array.from(
          { length: Math.max(0, Math.min(perPage, total - from)) },
          (_, i) => ({
            id: from + i + 1,
            run_id: 1,
            kind: body.kind ?? 'new',
            product_id: null,
            sku: `S-${from + i + 1}`,
            barcode: null,
            title: `Товар ${from + i + 1}`,
            line: null,
            old_price: null,
            new_price: 10,
            old_availability: null,
            new_availability: 'available',
          }),
        )
        return ok({ parser, runs: [], items, page, per_page: perPage, total, pending })
      }
      return undefined
    }
    renderWithApp(routes, { bridge: createFakeBridge({ handlers: [handler] }) })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Відкрити фід «Фід VDMT»' }))
    const results = await screen.findByRole('table', { name: 'Результати до перевірки' })
    expect(within(results).getAllByRole('row')).toHaveLength(101)
    expect(screen.getByRole('button', { name: 'Ціни: 20' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Зниклі з фіда: 0' })).toBeDisabled()
    const pager = screen.getByRole('navigation', { name: 'Сторінки' })
    await user.click(within(pager).getByRole('button', { name: /Наступна/ }))
    await waitFor(() => expect(screen.getByRole('row', { name: /Товар 101/ })).toBeVisible())
    expect(asked.at(-1)).toMatchObject({ page: 2, per_page: 100, kind: null })
    await user.click(screen.getByRole('button', { name: 'Нові товари: 230' }))
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1, kind: 'new' }))
    expect(screen.getByRole('button', { name: 'Нові товари: 230' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(
      screen.getByText(
        'Чекає на перевірку: нових 230, цін 20, наявності 0, зниклих 0; усього 250.',
      ),
    ).toBeVisible()
  })
})
