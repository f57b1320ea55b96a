import type { ReactNode } from 'react'
import { usePanelTranslation } from '../../../i18n/panel'
import { useCopy } from '../../../hooks/useCopy'
import { useSetParam } from '../../../settings-forms/useSetParam'
import { Icon } from '../../Icon'
import type { CheatSheet } from './cheatSheet'

/** The cheat-sheet's sections, each saved as one setting. */
export type Section = 'requisites' | 'phones' | 'addresses' | 'others' | 'templates'

/** An icon button that copies a value to the clipboard. */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const copy = useCopy()
  return (
    <button
      type="button"
      className="panel-icon-button"
      aria-label={label}
      title={label}
      onClick={() => void copy(value)}
    >
      <Icon name="copy" />
    </button>
  )
}

/** A cheat-sheet section: its title, the edit button for those who may, its lines. */
export function InfoSection(props: {
  name: Section
  mayEdit: boolean
  onEdit: (name: Section) => void
  empty: boolean
  children: ReactNode
}) {
  const { name } = props
  const { t } = usePanelTranslation()
  const title = t(`info.${name}`)
  return (
    <section className="info-section" aria-labelledby={`info-${name}`}>
      <div className="info-section__head">
        <h3 id={`info-${name}`}>{title}</h3>
        {props.mayEdit && (
          <button
            type="button"
            className="panel-icon-button"
            aria-label={t('info.edit', { section: title })}
            title={t('info.edit', { section: title })}
            onClick={() => props.onEdit(name)}
          >
            <Icon name="edit" />
          </button>
        )}
      </div>
      {props.empty ? <p className="panel-state">{t('info.empty')}</p> : props.children}
    </section>
  )
}

/** The payment cards, the current one marked; switching it is saved for every desk. */
export function PayCards(props: {
  cards: CheatSheet['cards']
  current: number
  maySwitch: boolean
}) {
  const { t } = usePanelTranslation()
  const copy = useCopy()
  const switchCard = useSetParam()
  const { maySwitch } = props
  const copyButton = (label: string, value: string) => <CopyButton label={label} value={value} />
  return (
    <ul className="panel-list">
      {props.cards.map((card, index) => {
        const current = index === props.current
        const text = t('info.requisites_text', card)
        return (
          <li
            key={index}
            className={`pay-card${current ? ' pay-card--current' : ''}`}
            aria-current={current ? 'true' : undefined}
            aria-label={card.card}
          >
            <div className="pay-card__number">
              <span>{card.card}</span>
              {copyButton(t('info.copy_card', { card: card.card }), card.card)}
            </div>
            <div className="pay-card__meta">
              {card.name}
              {card.bank && ` · ${card.bank}`}
            </div>
            <div className="pay-card__actions">
              {current ? (
                <span className="pay-card__badge">{t('info.current')}</span>
              ) : (
                maySwitch && (
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={t('info.make_current', { card: card.card })}
                    disabled={switchCard.isPending}
                    onClick={() =>
                      switchCard.mutate({ key: 'info.rekvizity_payment.current', value: index })
                    }
                  >
                    {t('info.make_current_short')}
                  </button>
                )
              )}
              <button
                type="button"
                className="btn btn--small"
                aria-label={t('info.copy_requisites', { card: card.card })}
                onClick={() => void copy(text)}
              >
                <Icon name="copy" />
                {t('info.copy_requisites_short')}
              </button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
