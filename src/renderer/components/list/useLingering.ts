import { useEffect, useState } from 'react'

/** True while `active`, and for `ms` after it turns false (spec: the loader hides 300 ms after load). */
export function useLingering(active: boolean, ms: number): boolean {
  const [lingering, setLingering] = useState(active)
  const [prev, setPrev] = useState(active)
  if (active !== prev) {
    setPrev(active)
    if (active) setLingering(true)
  }
  useEffect(() => {
    if (active) return
    const timer = window.setTimeout(() => setLingering(false), ms)
    return () => window.clearTimeout(timer)
  }, [active, ms])
  return active || lingering
}
