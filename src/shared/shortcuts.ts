/**
 * Every keyboard shortcut of the app, in one table: the handlers bind from it (`matches`), the
 * application menu takes its accelerator from it, and the shortcuts sheet (`?`, F1) lists it. A
 * shortcut added anywhere else would be missing from the sheet, so none is.
 */
import {
  GLOBAL_SHORTCUTS,
  comboMatches,
  type KeyCombo,
  type KeyEventLike,
  type Shortcut,
} from './shortcuts-global'

export type { KeyCombo, KeyEventLike, Shortcut, ShortcutPlace } from './shortcuts-global'

export const SHORTCUTS = [
  ...GLOBAL_SHORTCUTS,
  {
    id: 'fetch_marketplaces',
    place: 'orders',
    combos: [{ code: 'KeyM', alt: true, label: 'Alt+M' }],
  },
  {
    id: 'save_form',
    place: 'forms',
    combos: [
      { code: 'KeyS', ctrl: true, label: 'Control+S' },
      { key: 'Enter', ctrl: true, label: 'Control+Enter' },
    ],
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

/** Whether a key event is the shortcut. */
export function matches(id: ShortcutId, e: KeyEventLike): boolean {
  return shortcut(id).combos.some((c: KeyCombo) => comboMatches(c, e))
}
