import { text } from '../messages'
/**
 * The catalogue tree (category types brend > model > serie, and product
 * categories): a category's full title is its parent's full title and its own name, so
 * "Apple" > "iPhone 15" > "Pro" is "Apple iPhone 15 Pro". The server keeps it so on every
 * write; the tree screen builds its nodes with `buildTree`.
 */

/** The category rules' refusals (`@shared/messages`: `category.*`), rendered when read. */
export const CATEGORY_MESSAGES = {
  get nameRequired() {
    return text('category.nameRequired')
  },
  get cycle() {
    return text('category.cycle')
  },
  get tooLong() {
    return text('category.tooLong')
  },
  get childTooLong() {
    return text('category.childTooLong')
  },
  get hasChildren() {
    return text('category.hasChildren')
  },
}

/** A category's own name: its Ukrainian title, trimmed ('' when it has none). */
export function categoryName(row: { title_uk?: unknown }): string {
  return typeof row.title_uk === 'string' ? row.title_uk.trim().replace(/\s+/g, ' ') : ''
}

/** The full title under a parent whose full title is `parentTitle` ('' for a root). */
export function joinPath(parentTitle: string, own: string): string {
  return parentTitle ? `${parentTitle} ${own}` : own
}

export interface TreeInput {
  id: number
  parent_id: number | null
}

export interface TreeNode<T extends TreeInput> {
  row: T
  depth: number
  children: TreeNode<T>[]
}

/**
 * Rows as a forest, children in the rows' order. A row whose parent is missing (deleted) is a
 * root; a cycle, which the server refuses, cannot hang it: each row is placed once.
 */
export function buildTree<T extends TreeInput>(rows: readonly T[]): TreeNode<T>[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const children = new Map<number | null, T[]>()
  for (const row of rows) {
    const parent = row.parent_id !== null && byId.has(row.parent_id) ? row.parent_id : null
    const list = children.get(parent) ?? []
    list.push(row)
    children.set(parent, list)
  }
  const placed = new Set<number>()
  const grow = (parent: number | null, depth: number): TreeNode<T>[] =>
    (children.get(parent) ?? [])
      .filter((row) => !placed.has(row.id) && placed.add(row.id))
      .map((row) => ({ row, depth, children: grow(row.id, depth + 1) }))
  const roots = grow(null, 0)
  // Rows caught in a cycle have no way up to a root: show them at the top level.
  for (const row of rows) {
    if (!placed.has(row.id)) {
      placed.add(row.id)
      roots.push({ row, depth: 0, children: grow(row.id, 1) })
    }
  }
  return roots
}
