import { defineResourceSuite } from './resources-flows'

defineResourceSuite({
  table: 'categories',
  titleField: 'title_full',
  makeTitle: (tag) => `Apple iPhone Тест ${tag}`,
  create: { type: { select: 'model' }, title_uk: 'iPhone Тест' },
  seed: () => ({ type: 'model' }),
  edit: { field: 'sort', value: '42', shown: '42' },
  invalid: { values: { type: { select: '' } }, field: 'type', message: 'Обов’язкове поле' },
})
