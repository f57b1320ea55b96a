import { useEffect, useId, useRef, useState, type RefObject } from 'react'

/**
 * Open dialogs, bottom to top. One document has one stack, so it lives at module level: Esc
 * must close only the topmost layer however the layers were mounted (portal, nested, provider).
 */
const stack: string[] = []

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  )
}

export function isTopLayer(id: string): boolean {
  return stack[stack.length - 1] === id
}

/**
 * Makes `ref` a modal layer: Esc closes it when it is on top, Tab cycles inside it, focus
 * moves in on open (to `[data-autofocus]` or the first control) and back to the opener on close.
 */
export function useDialogLayer(ref: RefObject<HTMLElement | null>, onClose: () => void): string {
  const id = useId()
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })
  // The opener is read as the layer first renders: by the time its effect runs, a field inside
  // (autoFocus, a child's effect) may have taken the focus already.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )

  useEffect(() => {
    stack.push(id)
    const root = ref.current
    const restoreBackground = root ? inertBackground(root) : () => {}
    if (root && !root.contains(document.activeElement)) {
      const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0]
      ;(first ?? root).focus()
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopLayer(id)) return
      const el = ref.current
      if (event.key === 'Escape') {
        // A control inside (a date picker popup) may have used this Esc already.
        if (event.defaultPrevented) return
        event.preventDefault()
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || !el) return
      const items = focusableIn(el)
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        event.preventDefault()
        el.focus()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === first || !el.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !el.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    // Focus that escapes by a click outside or a programmatic focus comes back inside.
    const onFocusIn = (event: FocusEvent) => {
      const el = ref.current
      if (!isTopLayer(id) || !el || !(event.target instanceof Node)) return
      if (el.contains(event.target) || isInToastArea(event.target)) return
      const first = focusableIn(el)[0]
      ;(first ?? el).focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      const at = stack.lastIndexOf(id)
      if (at >= 0) stack.splice(at, 1)
      restoreBackground()
      if (opener && opener.isConnected) opener.focus()
    }
  }, [id, ref, opener])

  return id
}

/**
 * Makes everything beside the layer `inert` (the page under a dialog, a dialog under another):
 * neither the pointer, Tab nor a screen reader's browse mode reaches it. The layer's top-level
 * box (a portal's child of `body`) and the toasts stay live. Returns the undoing.
 */
function inertBackground(layer: HTMLElement): () => void {
  let top: HTMLElement = layer
  while (top.parentElement && top.parentElement !== document.body) top = top.parentElement
  if (top.parentElement !== document.body) return () => {}
  const made: HTMLElement[] = []
  for (const el of Array.from(document.body.children)) {
    if (!(el instanceof HTMLElement) || el === top || el.inert) continue
    if (el.matches('[data-toast-area], script')) continue
    el.inert = true
    made.push(el)
  }
  return () => {
    for (const el of made) el.inert = false
  }
}

/** Toasts sit outside every dialog; clicking one must not be fought by the trap. */
function isInToastArea(node: Node): boolean {
  return node instanceof Element && node.closest('[data-toast-area], [role="status"]') !== null
}
