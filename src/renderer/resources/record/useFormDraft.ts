import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useBridge } from '../../platform'
import { differs, draftStoreFor, type Draft, type DraftRecord, type DraftStore } from './drafts'
import type { FormValues } from './formValues'

/**
 * A draft holds flat values (`drafts.ts`): child rows (an order's lines) travel as one JSON
 * text, so the store, its key scheme and its notices serve every form unchanged. Fields named
 * in `omit` (secrets: a password typed into a user's form) are never kept.
 */
export function flatten(values: object, omit: ReadonlySet<string> = new Set()): FormValues {
  const out: FormValues = {}
  for (const [name, value] of Object.entries(values)) {
    if (omit.has(name)) continue
    if (Array.isArray(value)) out[name] = JSON.stringify(value)
    else out[name] = typeof value === 'boolean' ? value : value == null ? '' : String(value)
  }
  return out
}

/** A draft back into the form's shape: what the form holds as rows is parsed from its JSON. */
export function unflatten<V extends object>(flat: FormValues, into: V): V {
  const out: Record<string, unknown> = { ...(into as Record<string, unknown>) }
  for (const [name, value] of Object.entries(flat)) {
    const current = (into as Record<string, unknown>)[name]
    if (!Array.isArray(current)) {
      out[name] = value
      continue
    }
    try {
      const rows: unknown = typeof value === 'string' ? JSON.parse(value) : current
      out[name] = Array.isArray(rows) ? rows : current
    } catch {
      // Rows that are not JSON: the rows as the form holds them stay.
    }
  }
  return out as V
}

const NONE: ReadonlySet<string> = new Set()

interface Options<V extends FieldValues> {
  /** The drafts' table: a record's draft is the same whichever form of it wrote it. */
  table: string
  /** `new`, the record's id, or `clone-{id}`; null keeps no draft (read-only, the calls desk). */
  record: DraftRecord | null
  form: UseFormReturn<V, unknown, never> | UseFormReturn<V, unknown, Record<string, unknown>>
  /** The version the form was opened on (null for a new record or a copy). */
  version: number | null
  /** Fields never written to a draft. */
  omit?: ReadonlySet<string>
}

/**
 * A form's local draft (docs/choices.md "When the server cannot be reached"): every change is
 * kept, whoever made it (typed, a city picked, a line added by a scan); one equal to what the
 * form was opened or last saved with is removed, and a reset to that state is no draft. A form
 * that opens with a draft offers it, and a restored draft saves with the version it was typed
 * on, so someone else's save in between is a conflict (409), not an overwrite.
 */
export function useFormDraft<V extends FieldValues>(options: Options<V>) {
  const { table, record, version, omit } = options
  const form = options.form as UseFormReturn<V>
  const bridge = useBridge()
  // A ref, not state: keystrokes right after opening must reach it before any re-render.
  const storeRef = useRef<DraftStore | null>(null)
  const omitted = omit ?? NONE
  // What the form holds when nothing is typed: set before every reset, so a reset is no draft.
  const [opened] = useState(() => flatten(form.getValues(), omitted))
  const baseline = useRef<FormValues>(opened)
  const versionRef = useRef(version)
  const [offer, setOffer] = useState<Draft | null>(null)

  // The draft found when the form opens is offered once; later writes are the user's own.
  useEffect(() => {
    if (record === null) return
    let live = true
    void draftStoreFor(bridge).then((found) => {
      if (!live) return
      storeRef.current = found
      const stored = found.read(table, record)
      if (stored && differs(stored.values, baseline.current)) {
        setOffer(stored)
        return
      }
      if (stored) found.clear(table, record)
      // What was typed before the store was known is kept now.
      const typed = flatten(form.getValues(), omitted)
      if (differs(typed, baseline.current)) {
        found.write(table, record, {
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
  }, [bridge, table, record, form, omitted])

  const keep = useCallback(
    (values: FormValues, pending: boolean, typed = true) => {
      const store = storeRef.current
      if (!store || record === null) return
      if (!pending && !differs(values, baseline.current)) {
        // Typed back to the clean state: nothing to keep. A reset to it leaves the store alone.
        if (typed) store.clear(table, record)
        return
      }
      store.write(table, record, {
        values,
        baseVersion: versionRef.current,
        savedAt: Date.now(),
        pending,
      })
    },
    [table, record],
  )

  useEffect(() => {
    // Typing reports the DOM event's type; a reset or setValue reports none.
    const sub = form.watch((values, { type }) =>
      keep(flatten(values, omitted), false, type !== undefined),
    )
    return () => sub.unsubscribe()
  }, [form, keep, omitted])

  return {
    /** A stored draft the user has not yet restored or discarded. */
    offer,
    /** The offered draft was typed on an older version than the record now has. */
    offerIsStale:
      offer !== null &&
      offer.baseVersion !== null &&
      version !== null &&
      offer.baseVersion !== version,
    /** The version a save sends: the one opened or saved, or the one a restored draft had. */
    version: (): number | null => versionRef.current,
    /** The form is about to show these values as its clean state (opened, saved, theirs). */
    rebase(values: V, nextVersion: number | null): void {
      baseline.current = flatten(values, omitted)
      versionRef.current = nextVersion
    },
    /** Restores the offer into the form; answers the version it was typed on. */
    restore(): number | null {
      if (!offer) return null
      // Omitted fields are not in drafts: whatever the form holds for them stays.
      form.reset(unflatten(offer.values, form.getValues()), { keepDefaultValues: true })
      versionRef.current = offer.baseVersion
      // Stored again as restored, so the next reload still finds it until it is saved.
      if (storeRef.current && record !== null) {
        storeRef.current.write(table, record, { ...offer, savedAt: Date.now() })
      }
      setOffer(null)
      return offer.baseVersion
    },
    discard(): void {
      if (storeRef.current && record !== null) storeRef.current.clear(table, record)
      setOffer(null)
    },
    /** A save could not reach the server: keep what was typed, marked as waiting. */
    keepPending(): void {
      keep(flatten(form.getValues(), omitted), true)
    },
    clear(): void {
      if (storeRef.current && record !== null) storeRef.current.clear(table, record)
    },
  }
}

export type FormDraft = ReturnType<typeof useFormDraft>
