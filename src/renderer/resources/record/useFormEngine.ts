import { matches, type KeyEventLike } from '@shared/shortcuts'
import {
  useEffect,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { ApiError, useConnectionStore, useOffline } from '../../platform'
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges'
import { useWindowKeydown } from '../../hooks/useWindowKeydown'
import type { DraftRecord } from './drafts'
import { useFormDraft } from './useFormDraft'

/** Ctrl+S (Cmd+S) and Ctrl+Enter save (`save_form` of the shortcuts' table); never the browser's "save page". */
export function isSaveKey(e: KeyEventLike) {
  return matches('save_form', e)
}

export interface FormEngineOptions<V extends FieldValues, R> {
  form: UseFormReturn<V, unknown, Record<string, unknown>>
  /** Nothing to save: no draft, no save keys, no "unsaved changes". */
  readOnly: boolean
  /** The local draft: its table, its key (null keeps none), the version opened, fields never kept. */
  draft: {
    table: string
    record: DraftRecord | null
    version: number | null
    omit?: ReadonlySet<string>
  }
  /** Checks the schema cannot say; false stops the save (the form shows why). */
  before?: (parsed: Record<string, unknown>) => boolean
  /** Sends the parsed values; throws `ApiError` as the server answers. */
  save: (parsed: Record<string, unknown>) => Promise<R>
  /** After a save the server took (the draft is already gone). */
  onSaved: (saved: R) => void | Promise<void>
  /** A refusal (422, 409...): not a lost connection, which the engine handles itself. */
  onRefused: (error: ApiError) => void | Promise<void>
  /** Where Ctrl+S / Ctrl+Enter are heard: the whole window (a page's one form) or the form. */
  keys: 'window' | 'form'
  /** A restored draft: the version it was typed on (the save sends it). */
  onRestored?: (version: number | null) => void
}

/**
 * What every record form shares, the order desk's included: the local draft, a save that waits
 * for a lost server and goes again when it answers, server refusals handed back, Ctrl+S and
 * Ctrl+Enter, and "unsaved changes" told to main. The form draws its own fields and actions.
 */
export function useFormEngine<V extends FieldValues, R>(options: FormEngineOptions<V, R>) {
  const { form, readOnly } = options
  const draft = useFormDraft<V>({
    ...options.draft,
    record: readOnly ? null : options.draft.record,
    form,
  })
  const offline = useOffline()
  // A save the server could not receive; sent again as soon as the server answers.
  const [pending, setPending] = useState(false)
  useUnsavedChanges(!readOnly && form.formState.isDirty)
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (parsed) => {
      const o = latest.current
      if (o.before && !o.before(parsed)) return
      try {
        const saved = await o.save(parsed)
        setPending(false)
        draft.clear()
        await o.onSaved(saved)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        if (error.status === 0) {
          // Nothing reached the server: the form stays as typed and waits for it.
          draft.keepPending()
          setPending(true)
          return
        }
        setPending(false)
        await o.onRefused(error)
      }
    })(event)
  const submitRef = useRef(submit)
  useEffect(() => {
    submitRef.current = submit
  })

  // Sent again when the connection store sees the server answer, not on a timer of our own.
  useEffect(() => {
    if (!pending) return
    return useConnectionStore.subscribe((now, before) => {
      if (!before.offline || now.offline) return
      // Cleared first: a save that fails again sets it again, one that cannot start leaves it off.
      setPending(false)
      void submitRef.current()
    })
  }, [pending])

  const onKey = (e: KeyboardEvent | ReactKeyboardEvent) => {
    if (!isSaveKey(e)) return
    e.preventDefault()
    void submitRef.current()
  }
  useWindowKeydown(onKey, !readOnly && options.keys === 'window')

  return {
    draft,
    submit,
    /** For the form element when the keys are the form's own. */
    onKeyDown: !readOnly && options.keys === 'form' ? onKey : undefined,
    /** The draft and connection notices' props (`DraftNotices`). */
    notices: {
      offer: draft.offer,
      offerIsStale: draft.offerIsStale,
      offline,
      pending,
      onRestore: () => {
        const version = draft.restore()
        latest.current.onRestored?.(version)
      },
      onDiscard: draft.discard,
    },
  }
}
