import { useEffect, useRef } from 'react'
import { Compartment, EditorState } from '@codemirror/state'
import { EditorView, keymap, lineNumbers } from '@codemirror/view'
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { json } from '@codemirror/lang-json'
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { forceLinting, linter, lintGutter, lintKeymap, type Diagnostic } from '@codemirror/lint'
import { checkJson, type JsonProblem } from '@shared/json-check'

/**
 * A JSON setting's editor: CodeMirror 6 with line numbers and the JSON grammar, checked as it is
 * typed by the same rule the save and the server use (`checkJson`): the bad spot is underlined,
 * its line marked in the gutter. This file is a chunk of its own, loaded only when a json
 * setting opens. Tab is left to move focus (a form's keyboard user expects it); Ctrl+Shift+M
 * opens the list of problems.
 */
export interface JsonEditorProps {
  id: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  disabled: boolean
  labelledBy: string
  describedBy?: string
  invalid: boolean
  /** The problem in the user's language, for the underline's tooltip. */
  describe: (problem: JsonProblem) => string
  /** Called with a way to put the cursor on the problem (the form's failed save uses it). */
  onReady?: (api: { focusProblem: () => void }) => void
}

function attributes(p: Pick<JsonEditorProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid'>) {
  return EditorView.contentAttributes.of({
    id: p.id,
    'aria-labelledby': p.labelledBy,
    ...(p.describedBy ? { 'aria-describedby': p.describedBy } : {}),
    ...(p.invalid ? { 'aria-invalid': 'true' } : {}),
  })
}

function diagnostics(text: string, describe: (p: JsonProblem) => string): Diagnostic[] {
  const checked = checkJson(text)
  if (checked.ok) return []
  const { offset, length } = checked.problem
  const from = Math.min(offset, text.length)
  return [
    {
      from,
      to: Math.min(from + Math.max(length, 1), text.length),
      severity: 'error',
      message: describe(checked.problem),
    },
  ]
}

const theme = EditorView.theme({
  '&': { border: '1px solid var(--border, #c8ccd2)', borderRadius: '4px', fontSize: '13px' },
  '&.cm-focused': { outline: '2px solid var(--focus, #2563eb)', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, Consolas, monospace', minHeight: '8em' },
  '.cm-content': { maxHeight: '24em' },
})

/** The cursor on the first problem (the start when there is none), the editor focused. */
function focusOnProblem(view: EditorView | null) {
  if (!view) return
  const text = view.state.doc.toString()
  const checked = checkJson(text)
  const at = checked.ok ? 0 : Math.min(checked.problem.offset, text.length)
  view.dispatch({ selection: { anchor: at }, scrollIntoView: true })
  forceLinting(view)
  view.focus()
}

export default function JsonEditor(props: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })
  const attrs = useRef(new Compartment())
  const editable = useRef(new Compartment())

  useEffect(() => {
    if (!host.current) return
    const p = latest.current
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: p.value,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle),
          json(),
          lintGutter(),
          linter((v) => diagnostics(v.state.doc.toString(), latest.current.describe), {
            delay: 250,
          }),
          keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
          EditorView.lineWrapping,
          theme,
          attrs.current.of(attributes(p)),
          editable.current.of(EditorView.editable.of(!p.disabled)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString())
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur()
          }),
        ],
      }),
    })
    view.current = created
    p.onReady?.({
      focusProblem: () => focusOnProblem(created),
    })
    return () => {
      created.destroy()
      view.current = null
    }
  }, [])

  // The form's value changed from outside (a reset, a restored draft): the editor follows.
  useEffect(() => {
    const v = view.current
    if (!v || v.state.doc.toString() === props.value) return
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: props.value } })
  }, [props.value])

  const { id, labelledBy, describedBy, invalid, disabled } = props
  useEffect(() => {
    view.current?.dispatch({
      effects: [
        attrs.current.reconfigure(attributes({ id, labelledBy, describedBy, invalid })),
        editable.current.reconfigure(EditorView.editable.of(!disabled)),
      ],
    })
  }, [id, labelledBy, describedBy, invalid, disabled])

  // A save refused for this field (the form's check or the server's 422): once the form has
  // drawn the error and enabled its fields again, the cursor goes to the bad spot.
  const wasInvalid = useRef(invalid)
  useEffect(() => {
    if (invalid && !wasInvalid.current && !disabled) focusOnProblem(view.current)
    wasInvalid.current = invalid
  }, [invalid, disabled])

  return <div ref={host} className="json-editor" data-testid="json-editor" />
}
