/**
 * The shortcuts that work anywhere, and the matcher: the part of the shortcut table
 * (./shortcuts.ts) the app's frame binds at start, kept apart so the first load carries no more.
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

export type ShortcutPlace = 'anywhere' | 'forms' | 'orders' | 'order_form' | 'packing'

export interface Shortcut {
  /** The text key under `shortcuts.` in the shell's texts, and the identity. */
  id: string
  place: ShortcutPlace
  combos: readonly KeyCombo[]
}

export const GLOBAL_SHORTCUTS = [
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
] as const satisfies readonly Shortcut[]

export interface KeyEventLike {
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

export function comboMatches(c: KeyCombo, e: KeyEventLike): boolean {
  const ctrl = e.ctrlKey || e.metaKey
  if ((c.ctrl ?? false) !== ctrl || (c.alt ?? false) !== e.altKey) return false
  // A character key (?, /) brings its own Shift; a named one says whether it wants it.
  if (c.code !== undefined && (c.shift ?? false) !== e.shiftKey) return false
  if (c.notTyping && isTyping(e.target)) return false
  if (c.code !== undefined)
    return e.code === c.code || e.key.toLowerCase() === c.code.slice(3).toLowerCase()
  return e.key === c.key
}

/** Whether a key event is one of the shortcuts that work anywhere. */
export function matchesGlobal(
  id: (typeof GLOBAL_SHORTCUTS)[number]['id'],
  e: KeyEventLike,
): boolean {
  return (
    GLOBAL_SHORTCUTS.find((s) => s.id === id)?.combos.some((c: KeyCombo) => comboMatches(c, e)) ??
    false
  )
}
