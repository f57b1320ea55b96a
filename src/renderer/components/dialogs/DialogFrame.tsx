import { useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useDialogLayer } from './layer'
import '../ui/dialog.css'

export interface DialogFrameProps {
  /** The accessible name and the visible heading. */
  title: string
  onClose: () => void
  children: ReactNode
  /** Buttons row under the content. */
  footer?: ReactNode
  /** `modal`: a small centred box; `window`: a large panel for records and tools. */
  variant: 'modal' | 'window' | 'confirm'
  /** The confirm dialog is an alertdialog; others are dialogs. */
  role?: 'dialog' | 'alertdialog'
  describedBy?: string
}

/** The shared body of every dialog: overlay, labelled box, close button, Esc and focus trap. */
export function DialogFrame(props: DialogFrameProps) {
  const { title, onClose, children, footer, variant, role = 'dialog', describedBy } = props
  const { t } = useTranslation('common')
  const boxRef = useRef<HTMLDivElement>(null)
  const id = useDialogLayer(boxRef, onClose)
  const titleId = `${id}-title`

  return createPortal(
    <div
      className="dlg-overlay"
      onMouseDown={(event) => {
        // A press on the dimmed area closes a modal, never a window with a form in progress.
        if (event.target === event.currentTarget && variant === 'modal') onClose()
      }}
      // React carries a portal's events up the component tree: a form in the dialog would
      // otherwise also submit the page's form the dialog was opened from (the order form
      // saved by the waybill dialog's Enter).
      onSubmit={(event) => event.stopPropagation()}
    >
      <div
        ref={boxRef}
        className={`dlg dlg--${variant}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <header className="dlg__head">
          <h2 id={titleId} className="dlg__title">
            {title}
          </h2>
          {variant !== 'confirm' && (
            <button
              type="button"
              className="dlg__close"
              aria-label={t('dialog.close')}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </header>
        <div className="dlg__body">{children}</div>
        {footer && <footer className="dlg__foot">{footer}</footer>}
      </div>
    </div>,
    document.body,
  )
}
