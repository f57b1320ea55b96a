import { describe, expect, it } from 'vitest'
import { enumRef, msg } from '@shared/messages'
import { storeMessages } from '@shared/messages/stored'
import '@shared/messages/server-uk'
import { createI18n } from '../i18n'
import { RU } from '../i18n/ru'
import { formatCell, storedText } from './format'

const messages = { kind: 'text', messages: true } as const
const cell = (value: unknown) => formatCell(messages, value, (v) => v, ['да', 'нет'], 'ru')

describe('a column of stored messages', () => {
  it('says a marketplace failure in the reader’s language, a line each', () => {
    createI18n('ru', { ru: RU })
    const phone = msg('import.fieldFailed', {
      field: enumRef('field:orders', 'phone'),
      reason: msg('field.phone'),
    })
    const stored = storeMessages([
      msg('marketplace.down', { name: 'Prom.ua' }),
      msg('import.orderFailed', { id: '100006', reason: phone }),
    ])
    const said = storedText(String(stored)).split('\n')
    expect(said[0]).toBe('Prom.ua не отвечает: попробуем позже.')
    expect(said[1]).toMatch(/^Заказ №100006: «Телефон»: /)
    expect(said.join('\n')).not.toMatch(/[іїєґ]/i)
    expect(cell(stored)).toMatch(/^Prom.ua не отвечает: попробуем позже.\nЗаказ №100006/)
    createI18n('uk')
    expect(storedText(String(stored))).toMatch(/^Prom.ua не відповідає: спробуємо пізніше\.\n/)
  })

  it('shows an older row’s plain text as it is', () => {
    createI18n('ru', { ru: RU })
    const old = 'Prom.ua не відповідає: спробуємо пізніше.'
    expect(cell(old)).toBe(old)
    expect(storedText('[not json')).toBe('[not json')
    expect(storedText('[{"nope":1}]')).toBe('[{"nope":1}]')
  })
})
