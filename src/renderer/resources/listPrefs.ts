import type { ListPref } from '@shared/prefs'
import { usePrefs } from '../app/prefsStore'

const NONE: ListPref = {}

/** One list's remembered layout and query on this workstation (see `lists` in shared/prefs). */
export function useListPref(list: string | undefined): ListPref {
  return usePrefs((s) => (list ? (s.lists[list] ?? NONE) : NONE))
}

/** Changes part of one list's remembered layout or query; `undefined` fields are dropped. */
export function setListPref(list: string, patch: Partial<ListPref>): void {
  const { lists, set } = usePrefs.getState()
  const next: ListPref = { ...lists[list], ...patch }
  for (const key of Object.keys(next) as (keyof ListPref)[]) {
    if (next[key] === undefined) delete next[key]
  }
  set('lists', { ...lists, [list]: next })
}
