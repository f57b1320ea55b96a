import { useEffect } from 'react'
import type { ShopBridge } from '@shared/bridge'
import { useBridge } from '../platform'

/** Forms of this window with unsaved changes; main hears only "some" or "none". */
const dirtyForms = new Set<symbol>()

function report(bridge: ShopBridge, before: number) {
  const now = dirtyForms.size
  if ((before === 0) !== (now === 0)) void bridge.app.setUnsaved(now > 0)
}

/**
 * Tells main while this form has unsaved changes, so "restart to update" waits for them
 * (the update then installs on the next quit instead of losing the user's typing).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const bridge = useBridge()
  useEffect(() => {
    if (!dirty) return
    const token = Symbol('form')
    const before = dirtyForms.size
    dirtyForms.add(token)
    report(bridge, before)
    return () => {
      const size = dirtyForms.size
      dirtyForms.delete(token)
      report(bridge, size)
    }
  }, [dirty, bridge])
}
