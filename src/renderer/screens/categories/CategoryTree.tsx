import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategoryNode } from '@shared/contract/catalogue'
import { buildTree, type TreeNode } from '@shared/rules/categories'
import { useCatalogueTexts } from '../../i18n/catalogue'

type Node = TreeNode<CategoryNode>

/** The type a new category under a parent of this type usually has (brend > model > serie). */
export const CHILD_TYPE: Record<CategoryNode['type'], CategoryNode['type']> = {
  brend: 'model',
  model: 'serie',
  serie: 'serie',
  category: 'category',
}

const STATUS_BADGE: Partial<Record<CategoryNode['status'], string>> = {
  new: 'badge--info',
  hit: 'badge--success',
  expect: 'badge--warning',
  old: 'badge--danger',
}

/** Nodes that match the text, with the way up to them; every node when the text is empty. */
function visibleIds(nodes: readonly Node[], text: string): Set<number> | null {
  const needle = text.trim().toLocaleLowerCase('uk')
  if (!needle) return null
  const shown = new Set<number>()
  const walk = (node: Node): boolean => {
    const below = node.children.map(walk).some(Boolean)
    const hit = node.row.title_full.toLocaleLowerCase('uk').includes(needle)
    if (hit || below) shown.add(node.row.id)
    return hit || below
  }
  nodes.forEach(walk)
  return shown
}

interface Props {
  rows: readonly CategoryNode[]
  canWrite: boolean
  onOpen: (id: number) => void
  onAddChild: (parent: CategoryNode) => void
}

/**
 * The catalogue as a tree: each category with its type and status, its full title beside its
 * own name; a filter box keeps the matches and the way to them. Keyboard: every toggle and
 * action is a button in reading order.
 */
export function CategoryTree({ rows, canWrite, onOpen, onAddChild }: Props) {
  useCatalogueTexts()
  const { t } = useTranslation(['catalogue', 'enums'])
  const tree = useMemo(() => buildTree(rows), [rows])
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const [text, setText] = useState('')
  const shown = useMemo(() => visibleIds(tree, text), [tree, text])

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const renderNode = (node: Node) => {
    const { row } = node
    if (shown && !shown.has(row.id)) return null
    // While filtering, the way to every match stands open.
    const expanded = shown !== null || open.has(row.id)
    const name = row.title_uk?.trim() || row.title_full
    return (
      <li
        key={row.id}
        role="treeitem"
        aria-level={node.depth + 1}
        aria-expanded={node.children.length > 0 ? expanded : undefined}
        aria-label={row.title_full}
      >
        <div className="ct-row">
          {node.children.length > 0 ? (
            <button
              type="button"
              className="ct-toggle"
              aria-label={t(expanded ? 'catalogue:tree.collapse' : 'catalogue:tree.expand', {
                name: row.title_full,
              })}
              onClick={() => toggle(row.id)}
              disabled={shown !== null}
            >
              {expanded ? '▾' : '▸'}
            </button>
          ) : (
            <span className="ct-toggle" aria-hidden="true" />
          )}
          <button type="button" className="ct-name" onClick={() => onOpen(row.id)}>
            {name}
          </button>
          <span className="ct-full">{row.title_full}</span>
          <span className="badge">{t(`enums:category_type.${row.type}`)}</span>
          <span className={`badge ${STATUS_BADGE[row.status] ?? ''}`}>
            {t(`enums:category_status.${row.status}`)}
          </span>
          {row.publish === '0' && <span className="badge">{t('catalogue:tree.hidden')}</span>}
          {canWrite && (
            <button
              type="button"
              className="btn ct-add"
              aria-label={t('catalogue:tree.add_child', { name: row.title_full })}
              title={t('catalogue:tree.add_child', { name: row.title_full })}
              onClick={() => onAddChild(row)}
            >
              +
            </button>
          )}
        </div>
        {expanded && node.children.length > 0 && (
          <ul role="group">{node.children.map(renderNode)}</ul>
        )}
      </li>
    )
  }

  const allIds = () => new Set(rows.map((r) => r.id))
  return (
    <div className="ct">
      <div className="ct-tools">
        <label className="ct-filter">
          <span>{t('catalogue:tree.filter')}</span>
          <input
            className="input"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="button" className="btn" onClick={() => setOpen(allIds())}>
          {t('catalogue:tree.expand_all')}
        </button>
        <button type="button" className="btn" onClick={() => setOpen(new Set())}>
          {t('catalogue:tree.collapse_all')}
        </button>
      </div>
      {shown?.size === 0 ? (
        <p className="rl-state">{t('catalogue:tree.no_match')}</p>
      ) : (
        <ul className="ct-tree" role="tree" aria-label={t('catalogue:tree.label')}>
          {tree.map(renderNode)}
        </ul>
      )}
    </div>
  )
}
