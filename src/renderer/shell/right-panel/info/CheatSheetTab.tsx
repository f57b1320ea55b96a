import { useState, type ReactNode } from 'react'
import '../panel.css'
import { usePanelTranslation } from '../../../i18n/panel'
import { hasAccess } from '@shared/access'
import { formatPhone, phoneOperator } from '@shared/phone'
import { SETTABLE_PARAMS, type SettableParam } from '@shared/settings-params'
import { useUser } from '../../../app/session'
import { Modal } from '../../../components/dialogs'
import { useShopSettings } from '../../../resources/queries'
// Each form from its own module: the folder's index also holds the settings screen's Nova Poshta
// forms, whose combobox library the panel, open on every start, would otherwise fetch.
import { AddressesForm, CardsForm, OthersForm, PhonesForm } from '../../../settings-forms/forms'
import { TEMPLATE_KEYS, TemplatesForm } from '../../../settings-forms/TemplatesForm'
import { CopyButton, InfoSection, PayCards, type Section } from './CheatSheetParts'
import { PanelError, PanelLoading } from '../PanelState'
import { cheatSheetOf } from './cheatSheet'

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
  const { t } = usePanelTranslation()
  const settings = useShopSettings()
  const user = useUser()
  const [editing, setEditing] = useState<Section | null>(null)

  if (settings.isPending) return <PanelLoading />
  if (settings.isError)
    return <PanelError error={settings.error} onRetry={() => void settings.refetch()} />

  const sheet = cheatSheetOf(settings.data)
  const mayEdit = (section: Section) =>
    hasAccess(user, SETTABLE_PARAMS[SECTION_PARAM[section]].level)
  const copyButton = (label: string, value: string) => <CopyButton label={label} value={value} />
  const section = (name: Section, children: ReactNode, empty: boolean) => (
    <InfoSection name={name} mayEdit={mayEdit(name)} onEdit={setEditing} empty={empty}>
      {children}
    </InfoSection>
  )

  const close = () => setEditing(null)

  return (
    <div className="panel-tab info-tab">
      {section(
        'requisites',
        <PayCards
          cards={sheet.cards}
          current={sheet.current}
          maySwitch={hasAccess(user, SETTABLE_PARAMS['info.rekvizity_payment.current'].level)}
        />,
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
