import { useEffect } from 'react'
import { create } from 'zustand'
import type { Informer, InformerAlias } from '@shared/informers'
import { useBridge } from '../platform'

/** The latest informer list, fed by the bridge (polled every 60 s, or pushed by main). */
export const useInformerStore = create<{ list: Informer[] | null }>()(() => ({ list: null }))

/** Mounted once in the main layout: keeps the store in step with the bridge. */
export function InformersSync() {
  const bridge = useBridge()
  useEffect(
    () => bridge.informers.subscribe((list) => useInformerStore.setState({ list })),
    [bridge],
  )
  return null
}

export function useInformers(): Informer[] | null {
  return useInformerStore((s) => s.list)
}

export function useInformerCount(alias: InformerAlias): number | null {
  return useInformerStore((s) => s.list?.find((i) => i.alias === alias)?.count ?? null)
}
