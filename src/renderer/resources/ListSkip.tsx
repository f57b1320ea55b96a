import { useTranslation } from 'react-i18next'

/**
 * A skip link at the head of a list screen, seen only when focused: Enter takes the keyboard
 * past the screen's buttons and filters to the list's current row (or the first one).
 */
export function ListSkip() {
  const { t } = useTranslation('common')
  return (
    <a
      className="rl-skip"
      href="#main-content"
      onClick={(event) => {
        const section = event.currentTarget.closest('section')
        const row = section?.querySelector<HTMLElement>('.rl-scroll tr[tabindex="0"]')
        if (!row) return
        event.preventDefault()
        row.focus()
      }}
    >
      {t('list.to_rows')}
    </a>
  )
}
