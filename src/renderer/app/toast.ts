import { useSyncExternalStore, type ReactElement } from 'react'
import type * as HotToast from 'react-hot-toast'

export type Toasts = typeof HotToast
let toasts: Promise<Toasts> | undefined
const askers = new Set<() => void>()
const tellAskers = () => {
  for (const asker of askers) asker()
}

/**
 * react-hot-toast (the toasts and their area, with its CSS-in-JS) is a chunk of its own, not in
 * the entry: nothing on the first screen is a toast. Fetched by the toast area after the first
 * screen (`Providers`) or by the first toast, whichever comes first; a toast asked for before
 * it arrives is shown when it does, in order. Code that could not be fetched (the server down)
 * is asked for again by the next toast.
 */
export function loadToasts(): Promise<Toasts> {
  if (toasts) return toasts
  const loading = import('react-hot-toast')
  toasts = loading
  loading.catch(() => {
    if (toasts !== loading) return
    toasts = undefined
    tellAskers()
  })
  tellAskers()
  return loading
}

/** Whether the toasts' code has been asked for (and has not failed since). */
export function useToastsAsked(): boolean {
  return useSyncExternalStore(
    (asker) => {
      askers.add(asker)
      return () => askers.delete(asker)
    },
    () => toasts !== undefined,
  )
}

/** Spec section 8: toasts close after 5 s, errors after 10 s. */
export const TOAST_MS = 5_000
export const ERROR_TOAST_MS = 10_000

export type ToastType = 'info' | 'warning' | 'error' | 'default'

const ICONS: Record<ToastType, string> = { info: 'ℹ', warning: '⚠', error: '✕', default: '' }

/**
 * Shows a toast. The same message of the same kind, while its toast is still up, shows once:
 * the toast's id is its kind and text, so a repeat renews the one on screen (a scan read twice,
 * a save pressed twice, one failure reported by two queries).
 */
export function showToast(
  message: string,
  type: ToastType = 'default',
  /** What the toast shows when more than the message (an error's «Деталі»). */
  content: string | ReactElement = message,
): string {
  const id = `${type}:${message}`
  loadToasts().then(({ default: toast }) => {
    if (type === 'error') {
      toast.error(content, { id, duration: ERROR_TOAST_MS, className: 'toast toast--error' })
      return
    }
    toast(content, {
      id,
      duration: TOAST_MS,
      className: `toast toast--${type}`,
      ...(ICONS[type] ? { icon: ICONS[type] } : {}),
      ariaProps: { role: type === 'warning' ? 'alert' : 'status', 'aria-live': 'polite' },
    })
  }, ignoreUnloaded)
  return id
}

/**
 * A toast whose code cannot be fetched is not shown: the server is down, which the connection
 * banner says.
 */
function ignoreUnloaded(): void {}

export const notify = {
  info: (message: string) => showToast(message, 'info'),
  warning: (message: string) => showToast(message, 'warning'),
  error: (message: string) => showToast(message, 'error'),
  default: (message: string) => showToast(message, 'default'),
}
