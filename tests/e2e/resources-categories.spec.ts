import { defineResourceSuite } from './resources-flows'

defineResourceSuite({
  table: 'categories',
  // The own name; a category at the top of the tree has it as its full title too (the list's
  // cell), which the server derives (catalogue-categories.spec.ts tests the paths).
  titleField: 'title_uk',
  makeTitle: (tag) => `Apple iPhone Тест ${tag}`,
  create: { type: { select: 'model' } },
  seed: () => ({ type: 'model' }),
  edit: { field: 'sort', value: '42', shown: '42' },
  invalid: { values: { type: { select: '' } }, field: 'type', message: 'Обов’язкове поле' },
})
