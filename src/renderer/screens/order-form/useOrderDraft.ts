import { useCallback, useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useBridge } from '../../platform'
import {
  differs,
  draftStoreFor,
  type Draft,
  type DraftRecord,
  type DraftStore,
} from '../../resources/record/drafts'
import type { FormValues } from '../../resources/record/formValues'

/** The drafts' table: an order's draft is the same whichever form of the order wrote it. */
const TABLE = 'orders'

/**
 * A draft holds flat text values (`drafts.ts`); the order's lines travel as one JSON text, so
 * the generic store, its key scheme and its notices serve the desk's form unchanged.
 */
export function flatten<V extends { items: unknown[] }>(values: V): FormValues {
  const out: FormValues = {}
  for (const [name, value] of Object.entries(values)) {
    if (name === 'items') continue
    out[name] = typeof value === 'boolean' ? value : value == null ? '' : String(value)
  }
  out.items = JSON.stringify(values.items ?? [])
  return out
}

export function unflatten<V>(flat: FormValues, into: V): V {
  const { items, ...rest } = flat
  let lines: unknown
  try {
    // A draft without lines (the generic form's, from before) leaves the form's lines alone.
    lines = typeof items === 'string' ? JSON.parse(items) : (into as { items?: unknown }).items
  } catch {
    // A draft of lines that is not JSON: the lines as the form holds them stay.
    lines = (into as { items?: unknown }).items ?? []
  }
  return { ...into, ...rest, items: Array.isArray(lines) ? lines : [] }
}

interface Options<V extends { items: unknown[] }> {
  /** `new`, the order's id, or `clone-{id}`; null keeps no draft (read-only, the calls desk). */
  record: DraftRecord | null
  form: UseFormReturn<V>
  /** The order's version the form was opened on (null for a new order). */
  version: number | null
}

/**
 * The order form's local draft (the generic form's rules, docs/choices.md "When the server
 * cannot be reached"): every change is kept, whoever made it (typed, a city picked, a line
 * added by a scan); one equal to what the form was opened or last saved with is removed; a form
 * that opens with a draft offers it, and a restored draft saves with the version it was typed
 * on, so someone else's save in between is a conflict, not an overwrite.
 */
export function useOrderDraft<V extends { items: unknown[] }>({
  record,
  form,
  version,
}: Options<V>) {
  const bridge = useBridge()
  const storeRef = useRef<DraftStore | null>(null)
  // What the form holds when nothing is typed: set before every reset, so a reset is no draft.
  const baseline = useRef<FormValues>(flatten(form.getValues()))
  const versionRef = useRef(version)
  const [offer, setOffer] = useState<Draft | null>(null)

  useEffect(() => {
    if (record === null) return
    let live = true
    void draftStoreFor(bridge).then((found) => {
      if (!live) return
      storeRef.current = found
      const stored = found.read(TABLE, record)
      if (stored && differs(stored.values, baseline.current)) {
        setOffer(stored)
        return
      }
      if (stored) found.clear(TABLE, record)
      // What was typed before the store was known is kept now.
      const typed = flatten(form.getValues())
      if (differs(typed, baseline.current)) {
        found.write(TABLE, record, {
          values: typed,
          baseVersion: versionRef.current,
          savedAt: Date.now(),
          pending: false,
        })
      }
    })
    return () => {
      live = false
    }
  }, [bridge, record, form])

  const keep = useCallback(
    (values: FormValues, pending: boolean) => {
      const store = storeRef.current
      if (!store || record === null) return
      if (!pending && !differs(values, baseline.current)) {
        store.clear(TABLE, record)
        return
      }
      store.write(TABLE, record, {
        values,
        baseVersion: versionRef.current,
        savedAt: Date.now(),
        pending,
      })
    },
    [record],
  )

  useEffect(() => {
    const sub = form.watch((values) => keep(flatten(values as V), false))
    return () => sub.unsubscribe()
  }, [form, keep])

  return {
    offer,
    /** The offered draft was typed on an older version than the order now has. */
    offerIsStale:
      offer !== null &&
      offer.baseVersion !== null &&
      version !== null &&
      offer.baseVersion !== version,
    /** The form is about to show these values as its clean state (opened, saved, theirs). */
    rebase(values: V, nextVersion: number | null): void {
      baseline.current = flatten(values)
      versionRef.current = nextVersion
    },
    /** Restores the offer into the form; answers the version it was typed on. */
    restore(): number | null {
      if (!offer) return null
      const values = unflatten(offer.values, form.getValues())
      form.reset(values, { keepDefaultValues: true })
      versionRef.current = offer.baseVersion
      // Stored again as restored, so the next reload still finds it until it is saved.
      if (storeRef.current && record !== null) {
        storeRef.current.write(TABLE, record, { ...offer, savedAt: Date.now() })
      }
      setOffer(null)
      return offer.baseVersion
    },
    discard(): void {
      if (storeRef.current && record !== null) storeRef.current.clear(TABLE, record)
      setOffer(null)
    },
    /** A save could not reach the server: keep what was typed, marked as waiting. */
    keepPending(): void {
      keep(flatten(form.getValues()), true)
    },
    clear(): void {
      if (storeRef.current && record !== null) storeRef.current.clear(TABLE, record)
    },
  }
}
