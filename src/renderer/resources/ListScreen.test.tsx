import { useEffect } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router-dom'
import { ACCESS } from '@shared/access'
import type { ListQuery } from '@shared/contract/http'
import type { ResourceDef } from '@shared/resources/types'
import { ListScreen, type ListScreenProps } from './ListScreen'
import type { FilterControls } from './ListFilters'
import { Providers, fakeBridge, fakeLayout, ok, type Handler } from '../test/kit'

beforeAll(() => fakeLayout())
afterEach(cleanup)

const calls_: ResourceDef = {
  table: 'calls',
  fields: {
    phone: { kind: 'phone', required: true, search: 'exact' },
    surname: { kind: 'string', search: 'title' },
    status: { kind: 'enum', enum: 'call_status', required: true, filter: true },
    done: { kind: 'bool', filter: true },
  },
  list: ['id', 'status', 'phone', 'surname', 'done'],
  sort: '-id',
  form: [['status'], ['phone', 'surname'], ['done']],
  titleField: 'surname',
}

function rows(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => ({
    id: from + i,
    version: 1,
    status: 'consult',
    phone: `06712345${String(i).padStart(2, '0')}`,
    surname: `Прізвище ${from + i}`,
    done: i % 2 === 0,
  }))
}

function Where() {
  const loc = useLocation()
  return <output data-testid="where">{loc.pathname + loc.search}</output>
}

function renderList(url: string, handler: Handler) {
  const { bridge, calls } = fakeBridge(handler)
  render(
    <Providers bridge={bridge} url={url}>
      <Routes>
        <Route
          path="/calls"
          element={
            <>
              <ListScreen def={calls_} />
              <Where />
            </>
          }
        />
      </Routes>
    </Providers>,
  )
  const lists = () =>
    calls.filter((c) => c.path === '/api/calls/get_calls').map((c) => c.body as ListQuery)
  return { calls, lists }
}

/** 120 calls, 50 a page; the second page's answer waits until the test releases it. */
function pagesWithSecondHeld() {
  const { bridge } = fakeBridge((req) => {
    if (req.path !== '/api/calls/get_calls') return undefined
    const page = (req.body as ListQuery).page ?? 1
    return ok({ data: rows(50, (page - 1) * 50 + 1), total: 120, page, per_page: 50 })
  })
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const answer = bridge.api.request.bind(bridge.api)
  bridge.api.request = async (req) => {
    if ((req.body as ListQuery | undefined)?.page === 2) await held
    return answer(req)
  }
  return { bridge, release }
}

/** The calls list at `url`, its second page held back until `release` (see above). */
function renderWithSecondHeld(url: string, props: Omit<ListScreenProps, 'def'> = {}) {
  const held = pagesWithSecondHeld()
  render(
    <Providers bridge={held.bridge} url={url}>
      <Routes>
        <Route path="/calls" element={<ListScreen def={calls_} {...props} />} />
      </Routes>
    </Providers>,
  )
  return held
}

const listAnswer =
  (total: number, data = rows(Math.min(total, 50))): Handler =>
  (req) =>
    req.path === '/api/calls/get_calls' ? ok({ data, total, page: 1, per_page: 50 }) : undefined

describe('ListScreen', { timeout: 20_000 }, () => {
  it('asks the server for what the URL says and shows the rows', async () => {
    const { lists } = renderList('/calls?status=consult&page=2&phone=0671234567', listAnswer(120))
    await screen.findByText('Прізвище 1')
    expect(lists()[0]).toEqual({
      page: 2,
      per_page: 50,
      sort: '-id',
      filter: { status: 'consult' },
      search: '0671234567',
    })
    expect((screen.getByLabelText('Статус') as HTMLSelectElement).value).toBe('consult')
    expect(screen.getByText('Сторінка 2 з 3')).toBeVisible()
    // A URL filter with no control of its own shows as a removable chip.
    screen.getByRole('button', { name: 'Прибрати фільтр Телефон' })
    expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe('/calls/1')
  })

  it('shows the names the server gives for references, and the id where it gives none', async () => {
    const def: ResourceDef = {
      ...calls_,
      fields: { ...calls_.fields, user_id: { kind: 'ref', table: 'users' } },
      list: ['id', 'surname', 'user_id'],
    }
    const data = rows(2).map((r, i) => ({ ...r, user_id: i === 0 ? 4 : 6 }))
    const { bridge } = fakeBridge((req) =>
      req.path === '/api/calls/get_calls'
        ? ok({ data, total: 2, page: 1, per_page: 50, refs: { user_id: { '4': 'Олена' } } })
        : undefined,
    )
    render(
      <Providers bridge={bridge} url="/calls">
        <Routes>
          <Route path="/calls" element={<ListScreen def={def} />} />
        </Routes>
      </Providers>,
    )
    const first = (await screen.findByText('Прізвище 1')).closest('tr')!
    expect(within(first).getByText('Олена')).toBeVisible()
    const second = screen.getByText('Прізвище 2').closest('tr')!
    expect(within(second).getByText('#6')).toBeVisible()
  })

  it.each([
    [ACCESS.viewer, { create: false, edit: false, delete: false }],
    [ACCESS.packer, { create: true, edit: true, delete: false }],
    [ACCESS.manager, { create: true, edit: true, delete: true }],
  ])('offers a user of level %i only what the server allows', async (access, offered) => {
    renderList('/calls', (req) =>
      req.path === '/session' ? ok({ data: { id: 7, name: 'Ігор', access } }) : listAnswer(2)(req),
    )
    await screen.findByText('Прізвище 1')
    const has = (name: string | RegExp) => screen.queryAllByRole('button', { name }).length > 0
    expect(has('Створити')).toBe(offered.create)
    expect(has(/^Редагувати/)).toBe(offered.edit)
    expect(has(/^Копіювати/)).toBe(offered.edit)
    expect(has(/^Видалити/)).toBe(offered.delete)
    expect(has(/^Переглянути/)).toBe(true)
  })

  it('keeps filters, sort and paging in the URL', async () => {
    const user = userEvent.setup({ delay: null })
    const { lists } = renderList('/calls?page=2', listAnswer(120))
    await screen.findByText('Прізвище 1')
    await user.selectOptions(screen.getByLabelText('Статус'), 'rejects')
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/calls?status=rejects'),
    )
    await user.click(screen.getByRole('button', { name: /Телефон/ }))
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/calls?status=rejects&sort=phone'),
    )
    const header = screen.getByRole('columnheader', { name: /Телефон/ })
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    await user.click(screen.getByRole('button', { name: 'Наступна →' }))
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/calls?status=rejects&sort=phone&page=2',
      ),
    )
    await user.type(screen.getByRole('searchbox', { name: 'Пошук' }), 'Петр**{Enter}')
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ search: 'Петр**', page: 1 }))
  })

  it('filters a date with the date picker, typed as dd.mm.yyyy, sent as ISO', async () => {
    const user = userEvent.setup({ delay: null })
    const def: ResourceDef = {
      ...calls_,
      fields: { ...calls_.fields, date: { kind: 'date', filter: true } },
    }
    const { bridge, calls } = fakeBridge(listAnswer(2))
    render(
      <Providers bridge={bridge} url="/calls?date=2026-11-02">
        <Routes>
          <Route
            path="/calls"
            element={
              <>
                <ListScreen def={def} />
                <Where />
              </>
            }
          />
        </Routes>
      </Providers>,
    )
    await screen.findByText('Прізвище 1')
    // The calls table has no date; its label is the field's name.
    const input = screen.getByLabelText(/^(Дата|date)$/) as HTMLInputElement
    expect(input.value).toBe('02.11.2026')
    // The picker's code loads after the rows and a quiet moment, or when the user points at the
    // filters; until then its stand-in shows the value but takes no typing.
    expect(input.disabled).toBe(true)
    await user.hover(screen.getByRole('search'))
    const picker = await waitFor(() => {
      const field = screen.getByLabelText(/^(Дата|date)$/) as HTMLInputElement
      expect(field.disabled).toBe(false)
      return field
    })
    expect(picker.value).toBe('02.11.2026')
    await user.clear(picker)
    await user.type(picker, '15.11.2026{Enter}')
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/calls?date=2026-11-15'),
    )
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/calls/get_calls').at(-1)?.body).toMatchObject({
        filter: { date: '2026-11-15' },
      }),
    )
  })

  it('says so when nothing is found', async () => {
    renderList('/calls?status=rejects', listAnswer(0, []))
    await screen.findByText('Нічого не знайдено')
  })

  it('renders only the rows on screen of a long page', async () => {
    renderList('/calls?per_page=500', listAnswer(500, rows(500)))
    await screen.findByText('Прізвище 1')
    const body = screen.getAllByRole('rowgroup')[1]
    const shown = within(body as HTMLElement)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-hidden') !== 'true')
    expect(shown.length).toBeGreaterThan(10)
    expect(shown.length).toBeLessThan(60)
  })

  it('sizes the scroll box from the window, measuring nothing while it draws', async () => {
    let reads = 0
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => {
        reads += 1
        return 720
      },
    })
    const tall = window.innerHeight
    try {
      renderList('/calls?per_page=500', listAnswer(500, rows(500)))
      await screen.findByText('Прізвище 1')
      const drawn = () =>
        within(screen.getAllByRole('rowgroup')[1] as HTMLElement)
          .getAllByRole('row')
          .filter((r) => r.getAttribute('aria-hidden') !== 'true').length
      expect(reads).toBe(0)
      const inTallWindow = drawn()
      // A shorter window: its box holds fewer rows.
      act(() => {
        window.innerHeight = tall - 300
        window.dispatchEvent(new Event('resize'))
      })
      expect(drawn()).toBeLessThan(inTallWindow)
      expect(reads).toBe(0)
    } finally {
      window.innerHeight = tall
      fakeLayout()
    }
  })

  it('keeps the shown page still while the next one loads, then lets the new rows enter', async () => {
    const user = userEvent.setup({ delay: null })
    const { release } = renderWithSecondHeld('/calls')
    const first = await screen.findByText('Прізвище 1')
    // The first page's entrance is over once its window closes; wait for its rows to settle.
    await waitFor(() => expect(first.closest('tr')?.className ?? '').not.toContain('rl-enter'), {
      timeout: 5_000,
    })
    await user.click(screen.getByRole('button', { name: 'Наступна →' }))
    await waitFor(() => expect(screen.getByText('Завантаження…')).toBeVisible())
    // Still the first page, and it does not play its entrance again.
    expect(screen.getByText('Прізвище 1').closest('tr')?.className ?? '').not.toContain('rl-enter')
    release()
    const next = await screen.findByText('Прізвище 51')
    expect(next.closest('tr')?.className).toContain('rl-enter')
  })

  it('draws no row while the next page loads, and each new row once when it arrives', async () => {
    const user = userEvent.setup({ delay: null })
    // Every drawing of a row's surname cell, by row.
    const drawn: number[] = []
    const cells = {
      surname: (row: { id: number }, text: string) => {
        drawn.push(row.id)
        return text
      },
    }
    const { release } = renderWithSecondHeld('/calls', { cells })
    const first = await screen.findByText('Прізвище 1')
    await waitFor(() => expect(first.closest('tr')?.className ?? '').not.toContain('rl-enter'), {
      timeout: 5_000,
    })
    drawn.length = 0
    await user.click(screen.getByRole('button', { name: 'Наступна →' }))
    await waitFor(() => expect(screen.getByText('Завантаження…')).toBeVisible())
    expect(drawn).toEqual([])
    release()
    await screen.findByText('Прізвище 51')
    const shown = screen
      .getAllByRole('row')
      .map((r) => r.getAttribute('data-index'))
      .filter((i) => i !== null)
    expect(drawn.every((id) => id > 50)).toBe(true)
    expect(drawn).toHaveLength(shown.length)
  })

  it('fills the rows already drawn with the next page instead of building new ones', async () => {
    const user = userEvent.setup({ delay: null })
    // A screen's own cell, counting how often one starts afresh.
    let mounted = 0
    function Surname({ text }: { text: string }) {
      useEffect(() => {
        mounted += 1
      }, [])
      return <>{text}</>
    }
    const { release } = renderWithSecondHeld('/calls', {
      cells: { surname: (_row, text) => <Surname text={text} /> },
    })
    const first = (await screen.findByText('Прізвище 1')).closest('tr')
    const shownFirst = mounted
    await user.click(screen.getByRole('button', { name: 'Наступна →' }))
    release()
    const next = (await screen.findByText('Прізвище 51')).closest('tr')
    expect(next).not.toBeNull()
    expect(next).toBe(first)
    // The row stays; the screen's own cell starts afresh for the other record.
    expect(mounted).toBe(shownFirst * 2)
  })

  it('does not draw the filters again for a page turn, nor when its rows arrive', async () => {
    const user = userEvent.setup({ delay: null })
    // Every drawing of the filters, seen through a screen's own control for one of them.
    const drawn: boolean[] = []
    const controls: FilterControls = {
      status: ({ id, value, load }) => {
        drawn.push(load)
        return <input id={id} readOnly value={value} />
      },
    }
    const { release } = renderWithSecondHeld('/calls?status=consult', {
      filterControls: controls,
    })
    await screen.findByText('Прізвище 1')
    // The heavy controls asked for at once (pointing at the filters), not at a quiet moment
    // that could come in the middle of the test.
    await user.hover(screen.getByRole('search'))
    await waitFor(() => expect(drawn.at(-1)).toBe(true))
    const before = drawn.length
    await user.click(screen.getByRole('button', { name: 'Наступна →' }))
    await waitFor(() => expect(screen.getByText('Завантаження…')).toBeVisible())
    expect(drawn).toHaveLength(before)
    release()
    await screen.findByText('Прізвище 51')
    expect(drawn).toHaveLength(before)
    expect(screen.getByLabelText<HTMLInputElement>('Статус').value).toBe('consult')
  })

  it('deletes a row only after the confirm dialog says yes', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls } = renderList('/calls', (req) =>
      req.method === 'DELETE' ? ok({ data: rows(3)[1] }) : listAnswer(3, rows(3))(req),
    )
    await screen.findByText('Прізвище 2')
    await user.click(screen.getByRole('button', { name: 'Видалити Прізвище 2' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Ви впевнені в своєму рішенні ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Ні, передумав' }))
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Видалити Прізвище 2' }))
    await user.click(screen.getByRole('button', { name: 'Впевнений !' }))
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/calls/2'))
  })

  it('opens the record window in the chosen mode', async () => {
    const user = userEvent.setup({ delay: null })
    renderList('/calls', (req) =>
      req.path === '/api/calls/get/3' ? ok({ data: rows(3)[2] }) : listAnswer(3, rows(3))(req),
    )
    await screen.findByText('Прізвище 3')
    await user.click(screen.getByRole('button', { name: 'Копіювати Прізвище 3' }))
    const win = await screen.findByRole('dialog', { name: /копія/ })
    await waitFor(() =>
      expect((within(win).getByLabelText('Прізвище') as HTMLInputElement).value).toBe('Прізвище 3'),
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
