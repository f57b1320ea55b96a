import { useState, type FormEvent, type RefObject } from 'react'

export interface ScanFormProps {
  /** The input's id (its label and hint hang on it). */
  id: string
  className: string
  label: string
  button: string
  hint: string
  /** A code scanned (the scanner's Enter) or typed and submitted, trimmed; never empty. */
  onScan: (code: string) => void
  /** The input, for the screen to give the focus back after its own actions. */
  inputRef: RefObject<HTMLInputElement | null>
}

/**
 * The scan field of a desk that works by scanner (packing, stock-taking): it takes the focus at
 * once, a scanner's fast keystrokes and Enter submit it, and it empties and keeps the focus at
 * once, so the next scan can follow before the last one is answered.
 */
export function ScanForm({ id, className, label, button, hint, onScan, inputRef }: ScanFormProps) {
  const [code, setCode] = useState('')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const value = code.trim()
    setCode('')
    inputRef.current?.focus()
    if (value) onScan(value)
  }
  return (
    <form className={className} onSubmit={onSubmit}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        className="input input--large"
        // The scan field is where the desk works: it takes the scanner at once.
        autoFocus
        autoComplete="off"
        spellCheck={false}
        value={code}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="btn">
        {button}
      </button>
      <small id={`${id}-hint`}>{hint}</small>
    </form>
  )
}
