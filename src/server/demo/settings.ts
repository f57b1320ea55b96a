import { count } from 'drizzle-orm'
import type { Db } from '../db/client'
import { settings, type SettingType } from '../db/schema'
import { serializeSettingValue } from '../settings/params'

interface DemoSetting {
  key: string
  type: SettingType
  title: string
  value: unknown
}

/** A believable shop's settings, in the shapes. */
export const DEMO_SETTINGS: readonly DemoSetting[] = [
  {
    key: 'api.nova_poshta.api_key',
    type: 'string',
    title: 'Ключ API Нової Пошти',
    // Shape of a real key, but not one: lookups fail until the shop enters its own.
    value: 'demo0000000000000000000000000000',
  },
  {
    key: 'api.nova_poshta.sender',
    type: 'json',
    title: 'Відправник Нової Пошти',
    // The demo shop's sender, as the settings screen picks it from NP's lists (refs of NP's
    // shape; the shop picks its own once it enters its key).
    value: {
      counterparty_ref: '5953fb16-08d8-11e4-8958-0025909b4e33',
      counterparty_name: 'ФОП Коваленко Олена Петрівна',
      contact_ref: '59576ff7-08d8-11e4-8958-0025909b4e33',
      contact_name: 'Коваленко Олена Петрівна',
      phone: '+380675123456',
      city_ref: '8d5a980d-391c-11dd-90d9-001a92567626',
      city_name: 'Київ',
      warehouse_ref: '1ec09d2e-e1c2-11e3-8c4a-0050568002cf',
      warehouse_name: 'Відділення №1: вул. Пирогівський шлях, 135',
    },
  },
  {
    key: 'delivery',
    type: 'json',
    title: 'Доставка',
    value: {
      nova_poshta: { title: 'Нова Пошта', price_from: 70, free_from: 1500 },
      ukrposhta: { title: 'Укрпошта', price_from: 45, free_from: 1500 },
      pickup: { title: 'Самовивіз (Київ, вул. Велика Васильківська, 72)', price_from: 0 },
    },
  },
  {
    key: 'info.rekvizity_payment',
    type: 'json',
    title: 'Реквізити для оплати',
    value: {
      cards: [
        { card: '5375 4141 0276 3312', name: 'Коваленко Олена Петрівна', bank: 'monobank' },
        { card: '4149 6293 1845 0721', name: 'Коваленко Олена Петрівна', bank: 'ПриватБанк' },
        {
          card: 'UA21 3052 9900 0002 6001 2345 6789 0',
          name: 'ФОП Коваленко О. П.',
          bank: 'ПриватБанк (IBAN)',
        },
      ],
      current: 0,
    },
  },
  {
    key: 'templates_sms',
    type: 'json',
    title: 'Шаблони SMS',
    value: {
      payment_sms:
        'Ваше замовлення №{order} прийнято. До сплати {total} грн. Реквізити надішлемо у Viber. Дякуємо, що обрали CaseShop!',
      prepayment_viber:
        'Добрий день! Для відправки замовлення №{order} внесіть передоплату {prepayment} грн на картку {card} ({card_name}, {bank}). Після оплати надішліть, будь ласка, скриншот.',
      send_ttn:
        'Ваше замовлення №{order} відправлено Новою Поштою. Номер ТТН: {ttn}. Сума до сплати: {total} грн.',
    },
  },
  // The shop's sender names at TurboSMS (as its cabinet lists them). The token is the shop's
  // own and is not here: until it is entered, a send says what it needs.
  {
    key: 'api.turbosms.sms_sender',
    type: 'string',
    title: 'Відправник SMS (TurboSMS)',
    value: 'CaseShop',
  },
  {
    key: 'api.turbosms.viber_sender',
    type: 'string',
    title: 'Відправник Viber (TurboSMS)',
    value: 'CaseShop',
  },
  {
    key: 'sites',
    type: 'json',
    title: 'Сайти',
    value: { caseshop: 'CaseShop.com.ua', chohol: 'Chohol.in.ua', plivka: 'Plivka.net.ua' },
  },
  {
    key: 'api.prom.accounts',
    type: 'json',
    title: 'Акаунти Prom.ua',
    value: { main: { name: 'CaseShop на Prom', login_id: '3150871' } },
  },
  // Where Prom fetches the feed and its pictures, and the shop's site its offers link to.
  {
    key: 'api.prom.public_url',
    type: 'string',
    title: 'Адреса сервера для Prom',
    value: 'https://feed.caseshop.com.ua',
  },
  {
    key: 'api.prom.site_url',
    type: 'string',
    title: 'Адреса сайту магазину для Prom',
    value: 'https://caseshop.com.ua',
  },
  {
    key: 'info.phones',
    type: 'json',
    title: 'Телефони',
    value: [
      { phone: '+380 67 512 34 56' },
      { phone: '+380 50 318 22 07' },
      { phone: '+380 93 774 10 85' },
    ],
  },
  {
    key: 'info.addresses',
    type: 'json',
    title: 'Адреси',
    value: [
      'Київ, вул. Велика Васильківська, 72, ТЦ «Олімпійський», 2 поверх',
      'Склад: Київ, вул. Кирилівська, 104, пн–пт 9:00–18:00',
    ],
  },
  {
    key: 'info.work_hours',
    type: 'text',
    title: 'Графік роботи (для підказок)',
    value: 'Пн–Пт 9:00–19:00\nСб 10:00–16:00\nНд — вихідний',
  },
  { key: 'orders.min_sum', type: 'number', title: 'Мінімальна сума замовлення, грн', value: 150 },
  { key: 'sms.enabled', type: 'bool', title: 'Надсилати SMS клієнтам', value: true },
  {
    key: 'info.others',
    type: 'json',
    title: 'Інше',
    value: [
      { title: 'Графік роботи', text: 'Пн–Пт 9:00–19:00, Сб 10:00–16:00, Нд — вихідний' },
      {
        title: 'Обмін і повернення',
        text: 'Протягом 14 днів з дня отримання, якщо товар не був у використанні.',
      },
      { title: 'Відправки', text: 'Замовлення до 15:00 відправляємо в той самий день.' },
    ],
  },
]

/** Fills the demo settings into an empty settings table; returns how many rows it added. */
export async function seedDemoSettings(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(settings)
  if ((row?.n ?? 0) > 0) return 0
  await db.insert(settings).values(
    DEMO_SETTINGS.map((s) => ({
      key: s.key,
      type: s.type,
      title: s.title,
      value: serializeSettingValue(s.type, s.value),
    })),
  )
  return DEMO_SETTINGS.length
}
