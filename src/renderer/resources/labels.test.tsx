import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { ResourceDef } from '@shared/resources/types'
import { createI18n } from '../i18n'
import { RU } from '../i18n/ru'
import { useLabels } from './labels'

const calls: ResourceDef = {
  table: 'calls',
  fields: {
    surname: { kind: 'string' },
    status: { kind: 'enum', enum: 'call_status', required: true },
  },
  list: ['id', 'status', 'surname'],
  sort: '-id',
  form: [['status'], ['surname']],
  titleField: 'surname',
}

describe('useLabels', () => {
  it('looks each label up once per language, and afresh after a switch', async () => {
    const i18n = createI18n('uk', { ru: RU })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    )
    const { result } = renderHook(() => useLabels(calls), { wrapper })
    expect(result.current.field('surname')).toBe('Прізвище')
    expect(result.current.enumValue('status', 'consult')).toBe('Консультація')
    // A value with no translation shows as it is stored; a field that is no enum, as given.
    expect(result.current.enumValue('status', 'no_such')).toBe('no_such')
    expect(result.current.enumValue('surname', 'Петренко')).toBe('Петренко')
    await act(() => i18n.changeLanguage('ru'))
    expect(result.current.field('surname')).toBe('Фамилия')
    expect(result.current.enumValue('status', 'consult')).toBe('Консультация')
  })
})
