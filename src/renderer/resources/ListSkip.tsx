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
        // The document's base is `/`: the bare hash would load the home screen.
        event.preventDefault()
        const section = event.currentTarget.closest('section')
        const row = section?.querySelector<HTMLElement>('.rl-scroll tr[tabindex="0"]')
        row?.focus()
      }}
    >
      {t('list.to_rows')}
    </a>
  )
}
