import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useHandler } from '../../hooks/useHandler'

export interface MenuColumn {
  id: string
  label: string
  visible: boolean
  canHide: boolean
}

export interface ColumnMenuProps {
  /** The columns in their current order. */
  columns: readonly MenuColumn[]
  /** Where the menu opens: under its button, right edges aligned (viewport px). */
  at: { top: number; right: number }
  onToggle: (id: string, visible: boolean) => void
  onMove: (id: string, by: -1 | 1) => void
  onReset: () => void
  /** Closes the menu; focus goes back to its button. */
  onClose: () => void
}

/**
 * The list's column menu: a checkbox per column to show or hide it, buttons to move it up or
 * down, and one to go back to the declared columns. A non-modal popup drawn over the page
 * (outside the scroll box, which would clip it); Escape, a click outside or leaving it with Tab
 * closes it. Its code loads the first time a menu opens, not with the list.
 */
export default function ColumnMenu(props: ColumnMenuProps) {
  const { columns, at, onToggle, onMove, onReset } = props
  const onClose = useHandler(props.onClose)
  const { t } = useTranslation('lists')
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, button')?.focus()
    const outside = (e: PointerEvent) => {
      const target = e.target as Element
      // Its own button toggles it: a press there is not "outside".
      if (!box.current?.contains(target) && !target.closest?.('.rl-columns-button')) onClose()
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [onClose])
  return createPortal(
    <div
      ref={box}
      className="ui-popover rl-columns"
      role="dialog"
      aria-label={t('columns_title')}
      style={{ top: at.top, right: at.right }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.stopPropagation()
        onClose()
      }}
      onBlur={(e) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) onClose()
      }}
    >
      <ul className="rl-columns__list">
        {columns.map((column, index) => (
          <li key={column.id} className="rl-columns__item">
            <label className="ui-choice">
              <input
                type="checkbox"
                checked={column.visible}
                disabled={!column.canHide}
                onChange={(e) => onToggle(column.id, e.target.checked)}
              />
              {column.label}
            </label>
            <button
              type="button"
              className="ui-icon-button"
              aria-label={t('move_up', { name: column.label })}
              disabled={index === 0}
              onClick={() => onMove(column.id, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="ui-icon-button"
              aria-label={t('move_down', { name: column.label })}
              disabled={index === columns.length - 1}
              onClick={() => onMove(column.id, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ul>
      <div className="rl-columns__foot">
        <button type="button" className="btn btn--small" onClick={onReset}>
          {t('reset_columns')}
        </button>
        <button type="button" className="btn btn--small" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>,
    document.body,
  )
}
