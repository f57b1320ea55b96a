import { useCallback, useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { ResourceDef } from '@shared/resources/types'
import { useBridge } from '../../platform'
import { differs, draftStoreFor, type Draft, type DraftRecord, type DraftStore } from './drafts'
import type { FormValues, RecordMode } from './formValues'
import type { Row } from '../queries'

interface Options {
  def: ResourceDef
  mode: RecordMode
  record: Row | undefined
  form: UseFormReturn<FormValues, unknown, Record<string, unknown>>
  /** What the form starts with: a draft equal to it holds nothing worth keeping. */
  defaults: FormValues
  readOnly: boolean
}

/** What a draft may hold: never a secret (a password typed into a user's form). */
function kept(def: ResourceDef, values: FormValues): FormValues {
  const out: FormValues = {}
  for (const [name, value] of Object.entries(values)) {
    if (def.fields[name]?.secret !== true) out[name] = value
  }
  return out
}

function draftRecordOf(mode: RecordMode, record: Row | undefined): DraftRecord | null {
  if (mode === 'new') return 'new'
  if (!record) return null
  if (mode === 'edit') return record.id
  if (mode === 'clone') return `clone-${record.id}`
  return null
}

/**
 * A record form's local draft: every change the user makes is written to it, a form that opens
 * with one offers to restore or discard it, and a successful save clears it. A restored draft
 * keeps the version it was typed on, so a record saved by someone else since is refused with
 * the usual 409 instead of being overwritten.
 */
export function useRecordDraft({ def, mode, record, form, defaults, readOnly }: Options) {
  const bridge = useBridge()
  // A ref, not state: keystrokes right after opening must reach it before any re-render.
  const storeRef = useRef<DraftStore | null>(null)
  const table = def.table
  const target = readOnly ? null : draftRecordOf(mode, record)
  const [offer, setOffer] = useState<Draft | null>(null)
  // The version a save sends: the record's, or the one a restored draft was typed on.
  const [baseVersion, setBaseVersion] = useState<number | null>(record?.version ?? null)

  // The draft found when the form opens is offered once; later writes are the user's own.
  useEffect(() => {
    if (target === null) return
    let live = true
    void draftStoreFor(bridge).then((found) => {
      if (!live) return
      storeRef.current = found
      const stored = found.read(table, target)
      if (stored && differs(stored.values, kept(def, defaults))) {
        setOffer(stored)
        return
      }
      if (stored) found.clear(table, target)
      // What was typed before the store was known is kept now.
      const typed = kept(def, form.getValues())
      if (differs(typed, kept(def, defaults))) {
        found.write(table, target, {
          values: typed,
          baseVersion: mode === 'edit' ? (record?.version ?? null) : null,
          savedAt: Date.now(),
          pending: false,
        })
      }
    })
    return () => {
      live = false
    }
  }, [bridge, def, table, target, defaults, form, mode, record?.version])

  const keep = useCallback(
    (typed: FormValues, pending: boolean): void => {
      const store = storeRef.current
      if (!store || target === null) return
      const values = kept(def, typed)
      if (!pending && !differs(values, kept(def, defaults))) {
        store.clear(table, target)
        return
      }
      store.write(table, target, {
        values,
        baseVersion: mode === 'edit' ? baseVersion : null,
        savedAt: Date.now(),
        pending,
      })
    },
    [def, table, target, defaults, mode, baseVersion],
  )

  // Only the user's own changes are written: a reset to the record's values is not a draft.
  useEffect(() => {
    // Typing reports the DOM event's type ('input' or 'change'); a reset or setValue reports none.
    const sub = form.watch((values, { type }) => {
      if (type !== undefined) keep(values as FormValues, false)
    })
    return () => sub.unsubscribe()
  }, [form, keep])

  return {
    /** A stored draft the user has not yet restored or discarded. */
    offer,
    /** The offered draft was typed on an older version than the record now has. */
    offerIsStale:
      offer !== null &&
      offer.baseVersion !== null &&
      record !== undefined &&
      offer.baseVersion !== record.version,
    baseVersion,
    restore(): void {
      if (!offer) return
      // Secret fields are not in drafts: whatever the form holds for them stays.
      form.reset({ ...form.getValues(), ...offer.values }, { keepDefaultValues: true })
      if (offer.baseVersion !== null) setBaseVersion(offer.baseVersion)
      // Stored again as restored, so the next reload still finds it until it is saved.
      if (storeRef.current && target !== null) {
        storeRef.current.write(table, target, { ...offer, savedAt: Date.now() })
      }
      setOffer(null)
    },
    discard(): void {
      if (storeRef.current && target !== null) storeRef.current.clear(table, target)
      setOffer(null)
    },
    /** A save could not reach the server: keep what was typed, marked as waiting. */
    keepPending(): void {
      keep(form.getValues(), true)
    },
    clear(): void {
      if (storeRef.current && target !== null) storeRef.current.clear(table, target)
    },
  }
}
