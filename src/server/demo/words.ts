/** Material for believable demo rows: Ukrainian names, cities, phones and parcel numbers. */

export const SURNAMES = [
  'Коваленко',
  'Бондаренко',
  'Ткаченко',
  'Шевченко',
  'Кравченко',
  'Олійник',
  'Мельник',
  'Шевчук',
  'Поліщук',
  'Бойко',
  'Ковальчук',
  'Савченко',
  'Марченко',
  'Руденко',
  'Мороз',
  'Лисенко',
  'Петренко',
  'Клименко',
  'Павленко',
  'Левченко',
  'Гончаренко',
  'Іваненко',
  'Романенко',
  'Литвиненко',
  'Онищенко',
  'Кузьменко',
  'Зінченко',
  'Гаврилюк',
  'Дячук',
  'Мазур',
]
export const FIRST_NAMES = [
  'Олена',
  'Андрій',
  'Ірина',
  'Олександр',
  'Наталія',
  'Дмитро',
  'Юлія',
  'Сергій',
  'Оксана',
  'Максим',
  'Тетяна',
  'Богдан',
  'Мар’яна',
  'Василь',
  'Катерина',
  'Тарас',
  'Софія',
  'Владислав',
]
export const PATRONYMICS = [
  'Петрівна',
  'Іванович',
  'Олександрівна',
  'Миколайович',
  'Василівна',
  'Сергійович',
]

/** Cities with their real Nova Poshta refs and a branch each. */
export const CITIES = [
  {
    name: 'Київ',
    ref: '8d5a980d-391c-11dd-90d9-001a92567626',
    branch: 'Відділення №12: вул. Богатирська, 11',
  },
  {
    name: 'Львів',
    ref: 'db5c88f5-391c-11dd-90d9-001a92567626',
    branch: 'Відділення №3: вул. Городоцька, 299',
  },
  {
    name: 'Харків',
    ref: 'db5c88e0-391c-11dd-90d9-001a92567626',
    branch: 'Відділення №8: вул. Полтавський Шлях, 121',
  },
  {
    name: 'Одеса',
    ref: 'db5c88d0-391c-11dd-90d9-001a92567626',
    branch: 'Відділення №21: вул. Базарна, 43',
  },
  {
    name: 'Дніпро',
    ref: 'db5c88f0-391c-11dd-90d9-001a92567626',
    branch: 'Відділення №5: просп. Дмитра Яворницького, 101',
  },
  {
    name: 'Вінниця',
    ref: 'db5c88de-391c-11dd-90d9-001a92567626',
    branch: 'Відділення №2: вул. Келецька, 60',
  },
  {
    name: 'Полтава',
    ref: 'db5c8892-391c-11dd-90d9-001a92567626',
    branch: 'Відділення №4: вул. Зіньківська, 35',
  },
  {
    name: 'Івано-Франківськ',
    ref: 'db5c8904-391c-11dd-90d9-001a92567626',
    branch: 'Відділення №1: вул. Привокзальна, 10',
  },
]

/** Phone models the cases and screen protectors fit. */
export const MODELS = [
  'iPhone 15 Pro',
  'iPhone 15',
  'iPhone 14',
  'iPhone 13',
  'iPhone 12 mini',
  'Samsung Galaxy S24',
  'Samsung Galaxy A55',
  'Samsung Galaxy A15',
  'Xiaomi Redmi Note 13',
  'Xiaomi 14',
  'Google Pixel 8',
  'Motorola G84',
]
export const BRANDS = ['Apple', 'Samsung', 'Xiaomi', 'Google', 'Motorola']
export const SERIES = ['iPhone 15', 'iPhone 14', 'Galaxy S', 'Galaxy A', 'Redmi Note']

/** [title, type] of product kinds per model. */
export const PRODUCT_KINDS: readonly (readonly [string, 'chekhly' | 'accessories' | 'plenki'])[] = [
  ['Силіконовий чохол Silicone Case', 'chekhly'],
  ['Чохол-книжка зі штучної шкіри', 'chekhly'],
  ['Прозорий протиударний чохол', 'chekhly'],
  ['Захисне скло 9H на весь екран', 'plenki'],
  ['Гідрогелева плівка матова', 'plenki'],
  ['Зарядний кабель USB-C 1 м', 'accessories'],
  ['Тримач у авто магнітний', 'accessories'],
]

/** Mobile operator prefixes (vodafone, life, kyivstar). */
const PREFIXES = [
  '050',
  '066',
  '095',
  '099',
  '063',
  '073',
  '093',
  '067',
  '068',
  '096',
  '097',
  '098',
]

/** A small deterministic generator: the same demo shop on every machine. */
export function makeRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('')
  return {
    next,
    int,
    pick,
    digits,
    /** National 10-digit form, as the phone fields store it. */
    phone: () => pick(PREFIXES) + digits(7),
    /** Nova Poshta (204/590 + 11 digits) or, now and then, Ukrposhta (050 + 10 digits). */
    track: () => (next() < 0.85 ? pick(['204', '590']) + digits(11) : '050' + digits(10)),
  }
}
export type Random = ReturnType<typeof makeRandom>
