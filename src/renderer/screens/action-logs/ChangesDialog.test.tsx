import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { ChangesDialog, changesOf } from './ChangesDialog'
import { Providers, fakeBridge } from '../../test/kit'

afterEach(cleanup)

describe('the action log’s changes', () => {
  it('shows each changed field by its label, before and after', async () => {
    const { bridge } = fakeBridge(() => undefined)
    const onClose = vi.fn()
    render(
      <Providers bridge={bridge} url="/action_logs">
        <ChangesDialog
          entry={{
            id: 9,
            version: 1,
            table_name: 'categories',
            record_id: 41,
            action: 'update',
            changes: {
              title_full: { old: 'Apple iPhone 15', new: 'Apple Inc iPhone 15' },
              parent_id: { old: null, new: 3 },
            },
          }}
          onClose={onClose}
        />
      </Providers>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Категорії, запис №41: зміни' })
    expect(within(dialog).getByText('Запис змінено.')).toBeVisible()
    const row = within(dialog).getByRole('row', { name: /Повна назва/ })
    expect(row.querySelector('del')?.textContent).toBe('Apple iPhone 15')
    expect(row.querySelector('ins')?.textContent).toBe('Apple Inc iPhone 15')
    const parent = within(dialog).getByRole('row', { name: /Батьківська категорія/ })
    expect(parent.querySelector('del')?.textContent).toBe('—')
    expect(parent.querySelector('ins')?.textContent).toBe('3')
  })

  it('reads only {field: {old, new}} entries', () => {
    expect(changesOf(null)).toEqual([])
    expect(changesOf([1])).toEqual([])
    expect(changesOf({ a: { old: 1, new: 2 }, b: 'x', c: { old: 1 } })).toEqual([
      ['a', { old: 1, new: 2 }],
    ])
  })
})
