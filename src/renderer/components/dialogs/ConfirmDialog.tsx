import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DialogFrame } from './DialogFrame'

export interface ConfirmDialogProps {
  title?: string
  body?: string
  onAnswer: (yes: boolean) => void
}

/** Spec section 8: the default title and the two buttons are exact texts. */
export function ConfirmDialog({ title, body, onAnswer }: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  const bodyId = useId()
  return (
    <DialogFrame
      variant="confirm"
      role="alertdialog"
      title={title ?? t('confirm.title')}
      describedBy={body ? bodyId : undefined}
      onClose={() => onAnswer(false)}
      footer={
        <>
          <button type="button" className="btn btn--danger" onClick={() => onAnswer(true)}>
            {t('confirm.yes')}
          </button>
          {/* The safe answer takes the focus, so a stray Enter changes nothing. */}
          <button type="button" className="btn" data-autofocus onClick={() => onAnswer(false)}>
            {t('confirm.no')}
          </button>
        </>
      }
    >
      {body && <p id={bodyId}>{body}</p>}
    </DialogFrame>
  )
}
