import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

interface DropdownProps {
  /** The button's accessible name. */
  label: string
  /** What the button shows (an icon, a badge); the label is used when absent. */
  button?: ReactNode
  buttonClassName?: string
  align?: 'left' | 'right'
  /** Items: elements with `role="menuitem"`; the menu closes after one is chosen. */
  children: ReactNode
  /** A heading drawn above the items. */
  header?: ReactNode
}

const ITEM = '[role="menuitem"]:not([disabled])'

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item,
 * arrows move, Home/End jump, Esc closes it and gives the focus back, Tab or a click outside
 * closes it.
 */
export function Dropdown({
  label,
  button,
  buttonClassName = 'topbar__button',
  align = 'right',
  children,
  header,
}: DropdownProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const focusFirst = useRef(false)

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])
  const close = useCallback((refocus = true) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    if (focusFirst.current) items()[0]?.focus()
    function onPointer(event: PointerEvent): void {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      close()
      return
    }
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      focusFirst.current = true
      setOpen(true)
      if (open) items()[0]?.focus()
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>): void {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      list[(to + list.length) % list.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(list.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
    } else if (event.key === 'Tab') close(false)
  }

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={button ? label : undefined}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          focusFirst.current = false
          setOpen((v) => !v)
        }}
        onKeyDown={onButtonKey}
      >
        {button ?? label}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={`dropdown__menu dropdown__menu--${align}`}
          onKeyDown={onMenuKey}
          onClick={(event) => {
            if ((event.target as Element).closest('[role="menuitem"]')) close()
          }}
        >
          {header}
          {children}
        </div>
      )}
    </div>
  )
}
