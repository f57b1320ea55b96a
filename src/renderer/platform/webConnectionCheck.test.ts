import { afterAll, describe, expect, it } from 'vitest'
import { createI18n, loadLanguage } from '../i18n'
import { RU } from '../i18n/ru'
import { refuseSwitch, testConnection } from './webConnectionCheck'

const healthy = () => Promise.resolve({ status: 200, ok: true, data: { ok: true } })

describe("web mode's connection check in the page's language", () => {
  afterAll(() => void createI18n('uk'))

  it('says each outcome in Ukrainian and in Russian', async () => {
    const here = window.location.origin
    createI18n('uk')
    expect(await testConnection({ mode: 'remote', url: 'не адреса' }, healthy, '')).toEqual({
      ok: false,
      message: 'Невірна адреса сервера.',
    })
    const ru = createI18n('ru', { ru: RU })
    await loadLanguage(ru, 'ru')
    expect(await testConnection({ mode: 'remote', url: 'не адреса' }, healthy, '')).toEqual({
      ok: false,
      message: 'Неверный адрес сервера.',
    })
    expect(
      await testConnection({ mode: 'remote', url: 'http://other.example:1/' }, healthy, ''),
    ).toEqual({ ok: false, message: 'В веб-версии можно проверить только текущий сервер.' })
    expect(await testConnection({ mode: 'remote', url: here }, healthy, '')).toEqual({
      ok: true,
      message: 'Соединение установлено.',
    })
    expect(() => refuseSwitch()).toThrow('В веб-версии сервер — это адрес')
  })
})
