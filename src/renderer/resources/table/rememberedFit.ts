import type { ListPref } from '@shared/prefs'
import { usePrefs } from '../../app/prefsStore'
import { setListPref } from '../listPrefs'

/** A measure of a list's box that the next start can draw from without measuring. */
type Measure = 'width' | 'frame'

/**
 * How long a new measure must hold before it is remembered: a window dragged wider changes it
 * every frame.
 */
const REMEMBER_AFTER_MS = 1000

function fitOf(list: string): ListPref['fit'] {
  const fit = usePrefs.getState().lists[list]?.fit
  return fit && fit.window === window.innerWidth ? fit : undefined
}

/**
 * The measure `list` last had in a window of the present width, as the workstation remembers
 * it (`fit` in the list's preferences), or null.
 */
export function rememberedFit(list: string | undefined, measure: Measure): number | null {
  return (list === undefined ? undefined : fitOf(list)?.[measure]) ?? null
}

/**
 * Remembers a measure of `list` for the window's width once it has held for a moment (a later
 * call before then replaces it). Returns what cancels it.
 */
export function rememberFitLater(list: string, measure: Measure, value: number): () => void {
  const timer = window.setTimeout(() => {
    const at = rememberedFit(list, measure)
    if (at !== null && Math.abs(at - value) < 2) return
    setListPref(list, { fit: { ...fitOf(list), window: window.innerWidth, [measure]: value } })
  }, REMEMBER_AFTER_MS)
  return () => window.clearTimeout(timer)
}
