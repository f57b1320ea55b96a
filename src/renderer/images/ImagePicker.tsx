import { useRef } from 'react'
import { IMAGE_ACCEPT } from './files'

/**
 * "Add images": a button that opens the file picker (several images at once) and hands the
 * chosen files on; while they upload it says so and takes no more.
 */
export function ImagePicker(props: {
  label: string
  busyLabel: string
  busy: boolean
  onFiles: (files: File[]) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-label={props.label}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          if (files.length) props.onFiles(files)
        }}
      />
      <button
        type="button"
        className="btn"
        disabled={props.busy}
        onClick={() => input.current?.click()}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
    </>
  )
}
