import type { RefObject } from 'react'
import { mayPack, type PackingState } from '@shared/packing'
import { useWindowKeydown } from '../../hooks/useWindowKeydown'
import { COMPLETE_KEY, PHOTO_KEY, PRINT_KEY } from './keys'

interface PackingKeys {
  stateRef: RefObject<PackingState | null>
  inputRef: RefObject<HTMLInputElement | null>
  photoRef: RefObject<HTMLInputElement | null>
  alert: string | null
  setAlert: (alert: string | null) => void
  canRelease: boolean
  complete: () => void
  print: () => Promise<unknown>
  clear: () => void
}

/**
 * The desk's keys, wherever the focus is in the screen: F8 packed, F9 the slip, F7 a photo,
 * Esc the alert.
 */
export function usePackingKeys(keys: PackingKeys) {
  const { stateRef, inputRef, photoRef, alert, setAlert, canRelease, complete, clear } = keys
  useWindowKeydown((event) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return
    if (document.querySelector('[aria-modal="true"]')) return
    if (event.key === COMPLETE_KEY) {
      event.preventDefault()
      complete()
    } else if (event.key === PHOTO_KEY && stateRef.current && photoRef.current) {
      event.preventDefault()
      photoRef.current.click()
    } else if (event.key === PRINT_KEY) {
      event.preventDefault()
      void keys.print().then(() => inputRef.current?.focus())
    } else if (event.key === 'Escape') {
      // Esc closes the alert; an order nobody here may pack (refused, or held and no manager
      // at the desk) goes with it, so the desk is empty for the next scan.
      const current = stateRef.current
      const stuck = current && !current.packed_at && !mayPack(current)
      if (stuck && (current.blocked || !canRelease || !alert)) {
        event.preventDefault()
        clear()
      } else if (alert) {
        event.preventDefault()
        setAlert(null)
        inputRef.current?.focus()
      }
    }
  })
}
