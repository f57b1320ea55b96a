import { useState, type ReactNode } from 'react'
import '../panel.css'
import { useTranslation } from 'react-i18next'
import { hasAccess } from '@shared/access'
import { formatPhone, phoneOperator } from '@shared/phone'
import { SETTABLE_PARAMS, type SettableParam } from '@shared/settings-params'
import { useUser } from '../../../app/session'
import { Modal } from '../../../components/dialogs'
import { useCopy } from '../../../hooks/useCopy'
import { useShopSettings } from '../../../resources/queries'
import {
  AddressesForm,
  CardsForm,
  OthersForm,
  PhonesForm,
  TEMPLATE_KEYS,
  TemplatesForm,
  useSetParam,
} from '../../../settings-forms'
import { Icon } from '../../Icon'
import { PanelError, PanelLoading } from '../PanelState'
import { cheatSheetOf } from './cheatSheet'

type Section = 'requisites' | 'phones' | 'addresses' | 'others' | 'templates'

const SECTION_PARAM: Record<Section, SettableParam> = {
  requisites: 'info.rekvizity_payment',
  phones: 'info.phones',
  addresses: 'info.addresses',
  others: 'info.others',
  templates: 'templates_sms',
}

/**
 * The cheat-sheet (`get_params`): the payment cards with the current one
 * highlighted (switching it is saved for every desk), phones with their operator, addresses,
 * notes and the SMS templates, each copied with one click; managers edit them in forms.
 */
export default function CheatSheetTab() {
  const { t } = useTranslation('panel')
  const settings = useShopSettings()
  const user = useUser()
  const copy = useCopy()
  const switchCard = useSetParam()
  const [editing, setEditing] = useState<Section | null>(null)

  if (settings.isPending) return <PanelLoading />
  if (settings.isError)
    return <PanelError error={settings.error} onRetry={() => void settings.refetch()} />

  const sheet = cheatSheetOf(settings.data)
  const mayEdit = (section: Section) =>
    hasAccess(user, SETTABLE_PARAMS[SECTION_PARAM[section]].level)
  const maySwitch = hasAccess(user, SETTABLE_PARAMS['info.rekvizity_payment.current'].level)
  const copyButton = (label: string, value: string) => (
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

  function section(name: Section, children: ReactNode, empty: boolean) {
    const title = t(`info.${name}`)
    return (
      <section className="info-section" aria-labelledby={`info-${name}`}>
        <div className="info-section__head">
          <h3 id={`info-${name}`}>{title}</h3>
          {mayEdit(name) && (
            <button
              type="button"
              className="panel-icon-button"
              aria-label={t('info.edit', { section: title })}
              title={t('info.edit', { section: title })}
              onClick={() => setEditing(name)}
            >
              <Icon name="edit" />
            </button>
          )}
        </div>
        {empty ? <p className="panel-state">{t('info.empty')}</p> : children}
      </section>
    )
  }

  const close = () => setEditing(null)

  return (
    <div className="panel-tab info-tab">
      {section(
        'requisites',
        <ul className="panel-list">
          {sheet.cards.map((card, index) => {
            const current = index === sheet.current
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
                        className="btn"
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
                    className="btn"
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
        </ul>,
        sheet.cards.length === 0,
      )}
      {section(
        'phones',
        <ul className="panel-list info-lines">
          {sheet.phones.map(({ phone }, index) => (
            <li key={index} className="info-line">
              <span>
                {formatPhone(phone)}{' '}
                <span className="info-line__muted">
                  {t(`info.operator.${phoneOperator(phone) ?? 'other'}`)}
                </span>
              </span>
              {copyButton(t('info.copy_value', { value: phone }), phone)}
            </li>
          ))}
        </ul>,
        sheet.phones.length === 0,
      )}
      {section(
        'addresses',
        <ul className="panel-list info-lines">
          {sheet.addresses.map((address, index) => (
            <li key={index} className="info-line">
              <span>{address}</span>
              {copyButton(t('info.copy_value', { value: address }), address)}
            </li>
          ))}
        </ul>,
        sheet.addresses.length === 0,
      )}
      {section(
        'others',
        <ul className="panel-list info-lines">
          {sheet.others.map((other, index) => (
            <li key={index} className="info-line">
              <span>
                <strong>{other.title}</strong>
                <span className="info-line__text">{other.text}</span>
              </span>
              {copyButton(t('info.copy_value', { value: other.title }), other.text)}
            </li>
          ))}
        </ul>,
        sheet.others.length === 0,
      )}
      {section(
        'templates',
        <ul className="panel-list info-lines">
          {TEMPLATE_KEYS.filter((key) => sheet.templates[key]).map((key) => {
            const name = t(`info.template_names.${key}`)
            return (
              <li key={key} className="info-line">
                <span>
                  <strong>{name}</strong>
                  <span className="info-line__text">{sheet.templates[key]}</span>
                </span>
                {copyButton(t('info.copy_template', { name }), sheet.templates[key] ?? '')}
              </li>
            )
          })}
        </ul>,
        TEMPLATE_KEYS.every((key) => !sheet.templates[key]),
      )}
      {editing && (
        <Modal title={t('info.edit', { section: t(`info.${editing}`) })} onClose={close}>
          {editing === 'requisites' && (
            <CardsForm cards={sheet.cards} current={sheet.current} onDone={close} />
          )}
          {editing === 'phones' && <PhonesForm phones={sheet.phones} onDone={close} />}
          {editing === 'addresses' && <AddressesForm addresses={sheet.addresses} onDone={close} />}
          {editing === 'others' && <OthersForm others={sheet.others} onDone={close} />}
          {editing === 'templates' && <TemplatesForm templates={sheet.templates} onDone={close} />}
        </Modal>
      )}
    </div>
  )
}
