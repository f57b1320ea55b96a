import { describe, expect, it } from 'vitest'
import { createI18n } from '.'
import { RU } from './ru'
import { EXPORT_BUNDLES } from './exportTexts'
import { SETTINGS_BUNDLES } from './settings'
import { PANEL_BUNDLES } from './panel'

/** The app's i18next in a language, with the lazily added namespaces this test reads. */
function translator(language: 'uk' | 'ru') {
  const i18n = createI18n(language, language === 'ru' ? { ru: RU } : {})
  for (const lang of ['uk', 'ru'] as const) {
    i18n.addResourceBundle(lang, 'settings', SETTINGS_BUNDLES[lang])
    i18n.addResourceBundle(lang, 'export', EXPORT_BUNDLES[lang])
    i18n.addResourceBundle(lang, 'panel', PANEL_BUNDLES[lang])
  }
  return i18n.t
}

const COUNTS = [1, 2, 5, 11, 21, 22, 25]

describe('counts meet their nouns by the language’s plural rules', () => {
  it('Ukrainian: one, few and many', () => {
    const t = translator('uk')
    expect(COUNTS.map((count) => t('orders:bulk.done', { count, status: 'Нове' }))).toEqual([
      'Статус «Нове» встановлено для 1 замовлення',
      'Статус «Нове» встановлено для 2 замовлень',
      'Статус «Нове» встановлено для 5 замовлень',
      'Статус «Нове» встановлено для 11 замовлень',
      'Статус «Нове» встановлено для 21 замовлення',
      'Статус «Нове» встановлено для 22 замовлень',
      'Статус «Нове» встановлено для 25 замовлень',
    ])
    expect(COUNTS.map((count) => t('settings:groups.entries', { count }))).toEqual([
      '1 запис',
      '2 записи',
      '5 записів',
      '11 записів',
      '21 запис',
      '22 записи',
      '25 записів',
    ])
  })

  it('Russian: one, few and many', () => {
    const t = translator('ru')
    expect(COUNTS.map((count) => t('panel:register.made', { count, number: '7' }))).toEqual([
      'Реестр 7 сформирован: 1 накладная',
      'Реестр 7 сформирован: 2 накладные',
      'Реестр 7 сформирован: 5 накладных',
      'Реестр 7 сформирован: 11 накладных',
      'Реестр 7 сформирован: 21 накладная',
      'Реестр 7 сформирован: 22 накладные',
      'Реестр 7 сформирован: 25 накладных',
    ])
    expect(COUNTS.map((count) => t('settings:groups.entries', { count }))).toEqual([
      '1 запись',
      '2 записи',
      '5 записей',
      '11 записей',
      '21 запись',
      '22 записи',
      '25 записей',
    ])
  })

  it('groups the digits of a large count', () => {
    const t = translator('uk')
    expect(t('export:progress', { done: 52000, count: 100000 })).toBe(
      'Записано 52\u00a0000 з 100\u00a0000 рядків',
    )
  })
})
