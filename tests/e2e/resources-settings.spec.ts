import { defineResourceSuite } from './resources-flows'

defineResourceSuite({
  table: 'settings',
  titleField: 'key',
  makeTitle: (tag) => `test.e2e_${tag}`,
  create: { type: { select: 'string' }, title: 'Параметр для перевірки', value: 'так' },
  seed: () => ({ type: 'string', value: 'перше', title: 'Параметр' }),
  edit: { field: 'value', value: 'друге значення', shown: 'друге значення' },
  // The key is unique: only the server knows it is taken, and says so beside the field.
  invalid: {
    values: { key: 'sites' },
    field: 'key',
    message: 'Таке значення вже є в іншому записі',
    fromServer: true,
  },
})
