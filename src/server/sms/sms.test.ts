import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  fillTemplate,
  leftoverPlaceholders,
  orderPlaceholders,
  SMS_CHANNELS,
  SMS_TEMPLATES,
  templateProblems,
  templateProblemSaid,
  usedPlaceholders,
} from '@shared/rules/sms-templates'
import { ENUMS } from '@shared/resources/enums'
import { DEMO_SETTINGS } from '../demo/settings'
import { startFakeSms, type FakeSms } from '../../../tests/fake-sms/index.mjs'
import type { ServerConfig } from '../config'
import { queryRows } from '../db/client'
import { testConfig, testDatabases, useTestServer } from '../test/harness'
import { SMS_MESSAGES } from './routes'
import { sendTurboSms, SmsProviderError } from './turbosms'
import { renderFrom } from '@shared/messages/ukrainian'
import { SERVER_RU } from '@shared/messages/server-ru'

type Body = { data: Record<string, unknown>; message?: string }

describe('the templates', () => {
  it('fill the documented placeholders and keep unknown ones as typed', () => {
    const values = orderPlaceholders(
      { id: 900001, name: 'Ірина', total: 599.5, prepayment: 150, track: '20450000000001' },
      { card: '4149 0000 0000 0001', name: 'ФОП Коваль', bank: 'Приват' },
    )
    expect(
      fillTemplate(
        '{name}, №{order}: {total} грн, {prepayment} на {card} ({bank}). {totl}',
        values,
      ),
    ).toBe('Ірина, №900001: 599.50 грн, 150 на 4149 0000 0000 0001 (Приват). {totl}')
    expect(usedPlaceholders('ТТН {ttn} для {name}, {oops}')).toEqual(['ttn', 'name'])
  })
})

describe('the placeholder rule', () => {
  it('names what is not a placeholder, as written', () => {
    expect(templateProblems('До сплати {total} грн, №{order}')).toEqual([])
    expect(templateProblems('До сплати {sum} грн, {Order}, { total }, {}')).toEqual([
      '{sum}',
      '{Order}',
      '{ total }',
      '{}',
    ])
    expect(templateProblems('№{order і {total}}')).toEqual(['{order', '}'])
    expect(templateProblems('№{order')).toEqual(['{order'])
  })

  it('says what is wrong by its code, in Russian to a Russian reader', () => {
    const said = templateProblemSaid(['{sum}'])
    expect(said).toMatchObject({ code: 'sms.unknownPlaceholder', params: { problems: '{sum}' } })
    expect(renderFrom(SERVER_RU, 'ru', said, (_, v) => v)).toMatch(
      /^Неизвестная подстановка \{sum\}\. Можно: \{name\}, /,
    )
  })

  it('leaves an empty value as typed, for the send to refuse', () => {
    const values = orderPlaceholders({ id: 900001, total: 10 }, null)
    const text = fillTemplate('{name}, №{order}: {total} грн', values)
    expect(text).toBe('{name}, №900001: 10 грн')
    expect(leftoverPlaceholders(text)).toEqual(['{name}'])
  })

  it('the log’s enumerations are the templates and channels', () => {
    expect(ENUMS.sms_template).toEqual(SMS_TEMPLATES)
    expect(ENUMS.sms_channel).toEqual(SMS_CHANNELS)
  })

  it('the demo shop’s templates use only placeholders', () => {
    const templates = DEMO_SETTINGS.find((d) => d.key === 'templates_sms')?.value as Record<
      string,
      string
    >
    for (const text of Object.values(templates)) expect(templateProblems(text)).toEqual([])
    expect(Object.keys(templates).sort()).toEqual([...SMS_TEMPLATES].sort())
  })
})

describe('the TurboSMS client', () => {
  let fake: FakeSms
  beforeAll(async () => {
    fake = await startFakeSms()
  })
  afterAll(() => fake.close())
  beforeEach(() => fake.fail(null))

  const message = { phone: '380671234567', channel: 'sms' as const, sender: 'Shop', text: 'Т' }

  it('sends with the bearer token and answers the message id', async () => {
    const sent = await sendTurboSms({ url: fake.url, token: fake.token }, message)
    expect(sent.messageId).toMatch(/^[0-9a-f-]{36}$/)
    expect(fake.calls.at(-1)).toEqual({
      token: fake.token,
      body: { recipients: ['380671234567'], sms: { sender: 'Shop', text: 'Т' } },
    })
  })

  it('turns each kind of failure into a Ukrainian reason', async () => {
    const reason = async (run: Promise<unknown>) => {
      const error = await run.then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(SmsProviderError)
      // Said by its code: a Russian desk reads it in Russian.
      const said = (error as SmsProviderError).said
      expect(renderFrom(SERVER_RU, 'ru', said, (_, v) => v) ?? '').not.toMatch(/[іїєґ]/)
      return (error as SmsProviderError).message
    }
    expect(await reason(sendTurboSms({ url: fake.url, token: 'wrong' }, message))).toBe(
      'TurboSMS не прийняв токен: перевірте його в налаштуваннях.',
    )
    expect(await reason(sendTurboSms({ url: fake.url, token: '' }, message))).toBe(
      'Не вказано токен TurboSMS у налаштуваннях.',
    )
    fake.fail('balance')
    expect(await reason(sendTurboSms({ url: fake.url, token: fake.token }, message))).toBe(
      'На балансі TurboSMS недостатньо коштів.',
    )
    fake.fail('stoplist')
    expect(await reason(sendTurboSms({ url: fake.url, token: fake.token }, message))).toBe(
      'Номер у стоп-листі TurboSMS: повідомлення не надіслати.',
    )
    fake.fail('garbage')
    expect(await reason(sendTurboSms({ url: fake.url, token: fake.token }, message))).toBe(
      'TurboSMS відповів незрозуміло (HTTP 200): повідомлення не надіслано.',
    )
    fake.fail('hang')
    expect(
      await reason(sendTurboSms({ url: fake.url, token: fake.token, timeoutMs: 200 }, message)),
    ).toBe('TurboSMS не відповідає: повідомлення не надіслано.')
    fake.fail(null)
    expect(
      await reason(sendTurboSms({ url: fake.url, token: fake.token }, { ...message, phone: '1' })),
    ).toBe('TurboSMS не розпізнав номер телефону.')
  })
})

describe.each(testDatabases())('order messages on %s', (kind) => {
  let fake: FakeSms
  // Filled before the server starts (hooks run in order): the fake's port is known only then.
  const options: { config?: ServerConfig } = {}
  beforeAll(async () => {
    fake = await startFakeSms()
    options.config = testConfig({ turboSmsApiUrl: fake.url })
  })
  afterAll(() => fake.close())
  const t = useTestServer(kind, options)

  async function setting(key: string, value: string, type = 'string') {
    await t.db.execute(
      sql`insert into settings (key, type, value) values (${key}, ${type}, ${value})`,
    )
  }

  async function shop(cookie: string, order: Record<string, unknown>) {
    fake.fail(null)
    await setting('api.turbosms.token', fake.token)
    await setting('api.turbosms.sms_sender', 'CaseShop')
    await setting('api.turbosms.viber_sender', 'CaseShopViber')
    await setting(
      'templates_sms',
      JSON.stringify({
        payment_sms: 'До сплати {total} грн на картку {card}, {card_name}',
        prepayment_viber: '{name}, передоплата {prepayment} грн: {card} ({bank})',
        send_ttn: 'Ваше замовлення №{order} відправлено, ТТН {ttn}',
      }),
      'json',
    )
    await setting(
      'info.rekvizity_payment',
      JSON.stringify({
        cards: [
          { card: '5168 0000 0000 0001', name: 'ФОП Старий', bank: 'Приват' },
          { card: '4441 0000 0000 0002', name: 'ФОП Коваль', bank: 'Моно' },
        ],
        current: 1,
      }),
      'json',
    )
    const res = await t.post('/api/orders/store', { phone: '067 123 45 67', ...order }, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as Body).data.id as number
  }

  const smsRows = () => queryRows<Record<string, unknown>>(t.db, sql`select * from sms order by id`)

  it('sends the TTN by SMS and logs it with the provider’s id', async () => {
    const cookie = await t.login()
    const id = await shop(cookie, { track: '20450000000001' })
    const preview = await t.post(
      '/api/sms/preview',
      { order_id: id, template: 'send_ttn' },
      { cookie },
    )
    expect(preview.status).toBe(200)
    expect((preview.body as Body).data).toEqual({
      text: `Ваше замовлення №${String(id)} відправлено, ТТН 20450000000001`,
      channel: 'sms',
      phone: '0671234567',
    })
    const res = await t.post('/api/sms/send', { order_id: id, template: 'send_ttn' }, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(fake.calls.at(-1)?.body).toEqual({
      recipients: ['380671234567'],
      sms: {
        sender: 'CaseShop',
        text: `Ваше замовлення №${String(id)} відправлено, ТТН 20450000000001`,
      },
    })
    const [row] = await smsRows()
    expect(row).toMatchObject({
      order_id: id,
      phone: '0671234567',
      template: 'send_ttn',
      channel: 'sms',
      status: 'sent',
      error: null,
    })
    expect(row?.text).toContain('20450000000001')
    expect(row?.provider_message_id).toMatch(/^[0-9a-f-]{36}$/)
    expect((res.body as Body).data.id).toBe(row?.id)
  })

  it('sends the prepayment by Viber with the current card', async () => {
    const cookie = await t.login()
    const id = await shop(cookie, { name: 'Ірина', prepayment: 150 })
    const res = await t.post(
      '/api/sms/send',
      { order_id: id, template: 'prepayment_viber' },
      { cookie },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(fake.calls.at(-1)?.body?.viber).toEqual({
      sender: 'CaseShopViber',
      text: 'Ірина, передоплата 150 грн: 4441 0000 0000 0002 (Моно)',
    })
    expect((await smsRows())[0]).toMatchObject({ channel: 'viber', status: 'sent' })
  })

  it('logs a refusal with its reason and answers it', async () => {
    const cookie = await t.login()
    const id = await shop(cookie, { total: 10 })
    fake.fail('balance')
    const res = await t.post('/api/sms/send', { order_id: id, template: 'payment_sms' }, { cookie })
    expect(res.status).toBe(502)
    expect(res.body).toMatchObject({
      message: 'На балансі TurboSMS недостатньо коштів.',
      code: 'turbosms.balance',
    })
    // The log keeps the reason's code (src/shared/messages/stored.ts), read in each language.
    expect((await smsRows())[0]).toMatchObject({
      status: 'failed',
      error: '[{"code":"turbosms.balance"}]',
      provider_message_id: null,
    })
  })

  it('refuses what cannot be filled before calling the provider', async () => {
    const cookie = await t.login()
    const id = await shop(cookie, {})
    const calls = fake.calls.length
    const res = await t.post('/api/sms/send', { order_id: id, template: 'send_ttn' }, { cookie })
    expect(res.status).toBe(422)
    expect((res.body as Body).message).toBe(SMS_MESSAGES.noTtn)
    expect(fake.calls.length).toBe(calls)
    expect(await smsRows()).toEqual([])
  })

  it('refuses a text that still holds a placeholder, and sends nothing', async () => {
    const cookie = await t.login()
    // An order with no name, and a template stored before the rule (`{sum}` was never one).
    const id = await shop(cookie, { total: 10 })
    await t.db.execute(
      sql`update settings set value = ${JSON.stringify({
        payment_sms: 'До сплати {sum} грн',
        prepayment_viber: 'Добрий день, {name}! Передоплата {prepayment} грн',
        send_ttn: '',
      })} where key = 'templates_sms'`,
    )
    const calls = fake.calls.length
    for (const [template, leftover] of [
      ['payment_sms', '{sum}'],
      ['prepayment_viber', '{name}'],
    ] as const) {
      for (const path of ['/api/sms/preview', '/api/sms/send']) {
        const res = await t.post(path, { order_id: id, template }, { cookie })
        expect(res.status, path).toBe(422)
        expect((res.body as Body).message).toContain(`лишилося ${leftover}`)
        expect((res.body as Body).message).toContain('{order}, {total}')
      }
    }
    expect(fake.calls.length).toBe(calls)
    expect(await smsRows()).toEqual([])
  })

  it('says what a send needs when the token is missing, and tries nothing', async () => {
    const cookie = await t.login()
    const id = await shop(cookie, { track: '20450000000001' })
    await t.db.execute(sql`delete from settings where key = 'api.turbosms.token'`)
    const calls = fake.calls.length
    const res = await t.post('/api/sms/send', { order_id: id, template: 'send_ttn' }, { cookie })
    expect(res.status).toBe(422)
    expect((res.body as Body).message).toBe(SMS_MESSAGES.noToken)
    expect(fake.calls.length).toBe(calls)
    expect(await smsRows()).toEqual([])
  })

  it('refuses to store a template with an unknown placeholder, by either path', async () => {
    const cookie = await t.login()
    await shop(cookie, {})
    const templates = { payment_sms: 'До сплати {sum} грн', prepayment_viber: '', send_ttn: '' }
    const res = await t.post(
      '/api/settings/set_param',
      { key: 'templates_sms', value: templates },
      { cookie },
    )
    expect(res.status).toBe(422)
    const errors = (res.body as { errors: Record<string, string[]> }).errors
    const codes = (res.body as { codes: Record<string, { code: string }[]> }).codes
    expect(codes['value.payment_sms']?.[0]?.code).toBe('sms.unknownPlaceholder')
    expect(errors['value.payment_sms']?.[0]).toBe(
      'Невідомий заповнювач {sum}. Можна: {name}, {surname}, {order}, {total}, {prepayment}, {card}, {card_name}, {bank}, {ttn}.',
    )
    const [row] = await queryRows<{ id: number; version: number }>(
      t.db,
      sql`select id, version from settings where key = 'templates_sms'`,
    )
    const raw = await t.post(
      '/api/settings/store',
      { id: row?.id, version: row?.version, value: JSON.stringify(templates) },
      { cookie },
    )
    expect(raw.status).toBe(422)
    expect(JSON.stringify(raw.body)).toContain('{sum}')
    const ok = await t.post(
      '/api/settings/set_param',
      { key: 'templates_sms', value: { ...templates, payment_sms: 'До сплати {total} грн' } },
      { cookie },
    )
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
  })

  it('never answers the token, masked everywhere it is shown', async () => {
    const cookie = await t.login()
    const id = await shop(cookie, { track: '20450000000001' })
    const answers = [
      await t.post('/api/settings/get_params', {}, { cookie }),
      await t.post('/api/settings/get_settings', { per_page: 100 }, { cookie }),
      await t.post('/api/sms/send', { order_id: id, template: 'send_ttn' }, { cookie }),
      await t.post('/api/sms/get_sms', {}, { cookie }),
      await t.post('/api/action_logs/get_action_logs', { per_page: 100 }, { cookie }),
    ]
    for (const res of answers) {
      expect(res.status).toBe(200)
      expect(JSON.stringify(res.body)).not.toContain(fake.token)
    }
    const params = JSON.parse(
      (answers[0]?.body as { data: { settings: string } }).data.settings,
    ) as { api: { turbosms: { token: string } } }
    expect(params.api.turbosms.token).toBe(`••••${fake.token.slice(-4)}`)
  })

  it('lets a viewer do neither', async () => {
    const cookie = await t.login({ login: 'viewer', access: 1 })
    const res = await t.post('/api/sms/send', { order_id: 1, template: 'send_ttn' }, { cookie })
    expect(res.status).toBe(403)
  })
})
