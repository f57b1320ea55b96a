/**
 * Every keyboard shortcut of the app, in one table: the handlers bind from it (`matches`), the
 * application menu takes its accelerator from it, and the shortcuts sheet (`?`, F1) lists it. A
 * shortcut added anywhere else would be missing from the sheet, so none is.
 */
export interface KeyCombo {
  /** `KeyboardEvent.key` (F2, ?, /), or */
  key?: string
  /** `KeyboardEvent.code` (KeyK): layout-independent, for letters under Ukrainian or Russian. */
  code?: string
  ctrl?: boolean
  alt?: boolean
  shift?: boolean
  /** Not while the focus is in a text field (a plain character would be typed there). */
  notTyping?: boolean
  /** How the sheet and `aria-keyshortcuts` write it. */
  label: string
}

export type ShortcutPlace = 'anywhere' | 'orders' | 'order_form' | 'packing'

export interface Shortcut {
  /** The text key under `shortcuts.` in the shell's texts, and the identity. */
  id: string
  place: ShortcutPlace
  combos: readonly KeyCombo[]
}

export const SHORTCUTS = [
  {
    id: 'search',
    place: 'anywhere',
    combos: [
      { key: '/', notTyping: true, label: '/' },
      // The same key under the Ukrainian layout, where it types '.'.
      { code: 'Slash', notTyping: true, label: '/' },
      { code: 'KeyK', ctrl: true, label: 'Control+K' },
    ],
  },
  {
    id: 'help',
    place: 'anywhere',
    combos: [
      { key: '?', notTyping: true, label: '?' },
      { key: 'F1', label: 'F1' },
    ],
  },
  { id: 'packing', place: 'anywhere', combos: [{ key: 'F2', label: 'F2' }] },
  // The application menu's accelerator (desktop app).
  {
    id: 'new_call_order',
    place: 'anywhere',
    combos: [{ code: 'KeyN', ctrl: true, shift: true, label: 'Control+Shift+N' }],
  },
  { id: 'close', place: 'anywhere', combos: [{ key: 'Escape', label: 'Escape' }] },
  {
    id: 'fetch_marketplaces',
    place: 'orders',
    combos: [{ code: 'KeyM', alt: true, label: 'Alt+M' }],
  },
  {
    id: 'save_order',
    place: 'order_form',
    combos: [{ code: 'KeyS', ctrl: true, label: 'Control+S' }],
  },
  {
    id: 'waybill',
    place: 'order_form',
    combos: [{ code: 'KeyN', alt: true, label: 'Alt+N' }],
  },
  {
    id: 'marking',
    place: 'order_form',
    combos: [{ code: 'KeyM', alt: true, label: 'Alt+M' }],
  },
  { id: 'pack_photo', place: 'packing', combos: [{ key: 'F7', label: 'F7' }] },
  { id: 'pack_complete', place: 'packing', combos: [{ key: 'F8', label: 'F8' }] },
  { id: 'pack_print', place: 'packing', combos: [{ key: 'F9', label: 'F9' }] },
] as const satisfies readonly Shortcut[]

export type ShortcutId = (typeof SHORTCUTS)[number]['id']

export function shortcut(id: ShortcutId): Shortcut {
  const found = SHORTCUTS.find((s) => s.id === id)
  if (!found) throw new Error(`no shortcut ${id}`)
  return found
}

/** The first combination's key (F8): for handlers that compare `event.key` themselves. */
export function keyOf(id: ShortcutId): string {
  return shortcut(id).combos[0]?.label ?? ''
}

/** `aria-keyshortcuts` of a control that the shortcut presses. */
export function ariaKeys(id: ShortcutId): string {
  return shortcut(id)
    .combos.map((c) => c.label)
    .join(' ')
}

/** Electron's accelerator of a shortcut (Control → CmdOrCtrl). */
export function acceleratorOf(id: ShortcutId): string {
  return keyOf(id).replace('Control+', 'CmdOrCtrl+')
}

interface KeyEventLike {
  key: string
  code: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
  target: unknown
}

function isTyping(target: unknown): boolean {
  const el = target as { isContentEditable?: boolean; tagName?: string } | null
  if (!el || typeof el.tagName !== 'string') return false
  return el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)
}

function comboMatches(c: KeyCombo, e: KeyEventLike): boolean {
  const ctrl = e.ctrlKey || e.metaKey
  if ((c.ctrl ?? false) !== ctrl || (c.alt ?? false) !== e.altKey) return false
  // A character key (?, /) brings its own Shift; a named one says whether it wants it.
  if (c.code !== undefined && (c.shift ?? false) !== e.shiftKey) return false
  if (c.notTyping && isTyping(e.target)) return false
  if (c.code !== undefined)
    return e.code === c.code || e.key.toLowerCase() === c.code.slice(3).toLowerCase()
  return e.key === c.key
}

/** Whether a key event is the shortcut. */
export function matches(id: ShortcutId, e: KeyEventLike): boolean {
  return shortcut(id).combos.some((c) => comboMatches(c, e))
}
