import { describe, expect, it } from 'vitest'
import { buildTree, categoryName, joinPath } from './categories'

describe('the catalogue tree rules', () => {
  it('a full title is the parent’s and the own name, spaces tidied', () => {
    expect(categoryName({ title_uk: '  iPhone   15 ' })).toBe('iPhone 15')
    expect(categoryName({ title_uk: null })).toBe('')
    expect(joinPath('', 'Apple')).toBe('Apple')
    expect(joinPath('Apple iPhone 15', 'Pro')).toBe('Apple iPhone 15 Pro')
  })

  it('builds a forest in the rows’ order; an orphan is a root; a cycle cannot hang it', () => {
    const rows = [
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: 99 },
      { id: 5, parent_id: 6 },
      { id: 6, parent_id: 5 },
    ]
    const shape = (nodes: ReturnType<typeof buildTree>): unknown[] =>
      nodes.map((n) => [n.row.id, n.depth, shape(n.children)])
    expect(shape(buildTree(rows))).toEqual([
      [1, 0, [[2, 1, [[3, 2, []]]]]],
      [4, 0, []],
      [5, 0, [[6, 1, []]]],
    ])
  })
})
