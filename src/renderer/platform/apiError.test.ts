import { describe, expect, it } from 'vitest'
import { MSG } from '@shared/resources/messages'
import { createI18n, loadLanguage } from '../i18n'
import { RU } from '../i18n/ru'
import type { ShopBridge } from '@shared/bridge'
import type { CarrierResponse } from '@shared/carrier'
import { RESTORE_ON_SERVER } from '@shared/contract/backups'
import { msg, tryRender } from '@shared/messages'
import { answerOf } from '@shared/contract/answer'
import { ApiError } from './api'
import { sayCarrierFailures } from './bridge'

describe("the server's messages in the reader's language", () => {
  it('renders a code, its parameters and its fields in Russian', async () => {
    const i18n = createI18n('ru', { ru: RU })
    await loadLanguage(i18n, 'ru')
    const wrong = new ApiError({
      status: 401,
      ok: false,
      data: null,
      message: 'Невірний логін або пароль',
      code: 'auth.badCredentials',
    })
    expect(wrong.message).toBe('Неверный логин или пароль')
    const refused = new ApiError({
      status: 422,
      ok: false,
      data: null,
      message: 'Перевірте введені дані',
      code: 'common.validation',
      errors: { status: ['…'] },
      codes: {
        status: [
          {
            code: 'order.statusClosed',
            params: {
              from: { enum: 'order_status', values: ['taken'] },
              to: { enum: 'order_status', values: ['new'] },
            },
          },
        ],
      },
    })
    expect(refused.message).toBe('Проверьте введённые данные')
    expect(refused.errors?.status?.[0]).toMatch(/^Заказ в статусе «.+» уже закрыт/)
    expect(refused.errors?.status?.[0]).not.toMatch(/[іїєґ]/)
    expect(MSG.required).toBe('Обязательное поле')
    expect(MSG.maxLength(5)).toBe('Не длиннее 5 символов')
  })

  it('shows the server text for a code whose texts are not there', () => {
    const i18n = createI18n('uk')
    expect(i18n.language).toBe('uk')
    const unknown = new ApiError({
      status: 500,
      ok: false,
      data: null,
      message: 'Текст сервера',
      code: 'nothing.known',
    })
    expect(unknown.message).toBe('Текст сервера')
    expect(MSG.required).toBe('Обов’язкове поле')
  })
})

describe("a carrier's failure in the reader's language", () => {
  it('says its code in Russian, and keeps the Ukrainian text of one without a code', async () => {
    const i18n = createI18n('ru', { ru: RU })
    await loadLanguage(i18n, 'ru')
    const answers: CarrierResponse[] = [
      { ok: false, message: 'Нова Пошта недоступна.', code: 'novaPoshta.down' },
      { ok: false, message: 'Збій' },
    ]
    const bridge = { carrier: { request: async () => answers.shift()! } } as unknown as ShopBridge
    const said = sayCarrierFailures(bridge)
    expect(await said.carrier.request({ op: 'cities', query: 'Київ' })).toMatchObject({
      message: 'Новая Почта недоступна.',
    })
    expect(await said.carrier.request({ op: 'cities', query: 'Київ' })).toMatchObject({
      message: 'Збій',
    })
  })
})

describe('a backup’s outcome in the reader’s language', () => {
  it('says the restore note and a restore’s failure in Russian', async () => {
    const i18n = createI18n('ru', { ru: RU })
    await loadLanguage(i18n, 'ru')
    expect(tryRender(RESTORE_ON_SERVER)).toMatch(/^Восстановление из копии выполняется на сервере/)
    const failed = msg('backup.restoreFailed', {
      why: msg('server.said', { reason: msg('backup.truncated', { name: 'a.tar.gz' }) }),
    })
    const said = tryRender(failed) ?? ''
    expect(said).toMatch(/^Не удалось восстановить копию/)
    expect(said).not.toMatch(/[іїєґ]/)
  })
})

describe('a failure status without a body in the reader’s language', () => {
  it('says a proxy’s 502 and a bare 401 in Russian', async () => {
    const i18n = createI18n('ru', { ru: RU })
    await loadLanguage(i18n, 'ru')
    expect(new ApiError(answerOf(502, '<html>Bad gateway</html>')).message).toBe(
      'Ошибка сервера (502). Попробуйте позже.',
    )
    expect(new ApiError(answerOf(401, '')).message).toBe('Сеанс завершён. Войдите снова.')
  })
})
