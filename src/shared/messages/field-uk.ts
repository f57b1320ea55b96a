/**
 * Field rules' texts in Ukrainian: what a form says beside a field, and what the server's 422
 * says for it (`field.*`, `password.*` codes).
 * Russian: `./field-ru.ts`; the server's other answers: `./server-uk.ts`.
 */
export const FIELD_UK = {
  'field.required': 'Обов’язкове поле',
  'field.notInList': 'Значення не зі списку',
  'field.string': 'Має бути текст',
  'field.maxLength': 'Не довше ніж {{n}} символів',
  'field.minLength': 'Не коротше ніж {{n}} символів',
  'field.int': 'Має бути ціле число',
  'field.min': 'Не менше ніж {{n}}',
  'field.max': 'Не більше ніж {{n}}',
  'field.money': 'Має бути сума, наприклад 125.50',
  'field.notNegative': 'Не може бути від’ємним',
  'field.bidi':
    'Назва містить невидимий символ зміни напрямку тексту (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F або U+061C): приберіть його',
  'field.bool': 'Має бути «так» або «ні»',
  'field.date': 'Дата має бути у форматі дд.мм.рррр',
  'field.datetime': 'Невірні дата й час',
  'field.phone': 'Невірний номер телефону: потрібно 10 цифр, наприклад 0671234567',
  'field.ref': 'Має бути номер запису',
  'field.json': 'Невірне значення JSON',
  'field.jsonTooDeep': 'Значення JSON не глибше ніж {{n}} рівнів',
  'field.badChar': 'Текст містить недопустимий символ (нульовий або неповний символ Unicode)',
  'field.yearRange': 'Рік має бути між {{from}} і {{to}}',
  'field.tooManyValues': 'Не більше ніж {{n}} значень',
  'field.unknownFilter': 'Фільтр за цим полем недоступний',
  'field.oneDay': 'Межа періоду: одна дата у форматі дд.мм.рррр',
  'field.unknownSort': 'Сортування за цим полем недоступне',
  'field.invalid': 'Перевірте правильність заповнення полів',
  'field.duplicate': 'Таке значення вже є в іншому записі',
  'field.missingRef': 'Такого запису не існує',
  'password.short': 'Пароль має містити щонайменше {{min}} символів',
  'password.common': 'Цей пароль занадто поширений: його вгадують першим. Оберіть інший.',
} as const
