import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import type { PaymentCard, SettableParam } from '@shared/settings-params'
import {
  AddressesForm,
  CardsForm,
  KeyedForm,
  OthersForm,
  PhonesForm,
  SecretsForm,
  SenderForm,
  TemplatesForm,
  ToggleForm,
} from '../../settings-forms'
import type { ShopSettings } from '../../resources/queries'

/**
 * The nested settings, each edited in a form of its own (never as raw JSON):
 * the settings screen lists them above the table, and a row of the table with one of these keys
 * opens the same form. Each form saves its keys through `set_param`, whose level per key says
 * who may (the lists are the managers', sites, Prom and the services' keys the administrator's).
 */
export interface SettingGroup {
  id: string
  keys: readonly SettableParam[]
  /** One line saying what is set now. */
  summary: (settings: ShopSettings, t: TFunction) => string
  form: (settings: ShopSettings, onDone: () => void) => ReactNode
}

/** A value of the nested settings by its dotted key (`api.prom.accounts`). */
export function pick(settings: ShopSettings | undefined, key: string): unknown {
  let node: unknown = settings
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined
    node = Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined
  }
  return node
}

const objectAt = (s: ShopSettings, key: string): Record<string, unknown> => {
  const v = pick(s, key)
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
}
const listAt = <T,>(s: ShopSettings, key: string): T[] => {
  const v = pick(s, key)
  return Array.isArray(v) ? (v as T[]) : []
}
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const names = (items: string[], t: TFunction) =>
  items.filter(Boolean).join(', ') || t('settings:groups.not_set')
const count = (n: number, t: TFunction) =>
  n > 0 ? t('settings:groups.entries', { count: n }) : t('settings:groups.not_set')
const secretState = (v: unknown, t: TFunction) =>
  str(v) ? `${t('settings:groups.set')} (${str(v)})` : t('settings:groups.not_set')

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'sites',
    keys: ['sites'],
    summary: (s, t) => names(Object.values(objectAt(s, 'sites')).map(str), t),
    form: (s, onDone) => (
      <KeyedForm
        param="sites"
        plain
        value={objectAt(s, 'sites')}
        fields={[{ name: 'title', label: 'settings:fields.site_title' }]}
        onDone={onDone}
      />
    ),
  },
  {
    id: 'prom_accounts',
    keys: ['api.prom.accounts'],
    summary: (s, t) =>
      names(
        Object.entries(objectAt(s, 'api.prom.accounts')).map(
          ([key, a]) => str((a as Record<string, unknown> | null)?.name) || key,
        ),
        t,
      ),
    form: (s, onDone) => (
      <KeyedForm
        param="api.prom.accounts"
        value={objectAt(s, 'api.prom.accounts')}
        fields={[
          { name: 'name', label: 'settings:fields.account_name' },
          { name: 'login_id', label: 'settings:fields.login_id' },
        ]}
        onDone={onDone}
      />
    ),
  },
  {
    // Where Prom reaches this server: the feed's picture links start there (never at a Host);
    // and the shop's site, where each offer's page is.
    id: 'prom_feed',
    keys: ['api.prom.public_url', 'api.prom.site_url'],
    summary: (s, t) =>
      names([str(pick(s, 'api.prom.public_url')), str(pick(s, 'api.prom.site_url'))], t),
    form: (s, onDone) => (
      <SecretsForm
        fields={[
          { param: 'api.prom.public_url', label: 'fields.public_url' },
          { param: 'api.prom.site_url', label: 'fields.site_url' },
        ]}
        values={{
          'api.prom.public_url': pick(s, 'api.prom.public_url'),
          'api.prom.site_url': pick(s, 'api.prom.site_url'),
        }}
        onDone={onDone}
      />
    ),
  },
  {
    id: 'requisites',
    keys: ['info.rekvizity_payment'],
    summary: (s, t) => count(listAt(s, 'info.rekvizity_payment.cards').length, t),
    form: (s, onDone) => {
      const current = pick(s, 'info.rekvizity_payment.current')
      return (
        <CardsForm
          cards={listAt<PaymentCard>(s, 'info.rekvizity_payment.cards')}
          current={typeof current === 'number' ? current : 0}
          onDone={onDone}
        />
      )
    },
  },
  {
    id: 'phones',
    keys: ['info.phones'],
    summary: (s, t) =>
      names(
        listAt<{ phone?: unknown }>(s, 'info.phones').map((p) => str(p.phone)),
        t,
      ),
    form: (s, onDone) => (
      <PhonesForm
        phones={listAt<{ phone?: unknown }>(s, 'info.phones').map((p) => ({ phone: str(p.phone) }))}
        onDone={onDone}
      />
    ),
  },
  {
    id: 'addresses',
    keys: ['info.addresses'],
    summary: (s, t) => count(listAt(s, 'info.addresses').length, t),
    form: (s, onDone) => (
      <AddressesForm addresses={listAt<unknown>(s, 'info.addresses').map(str)} onDone={onDone} />
    ),
  },
  {
    id: 'others',
    keys: ['info.others'],
    summary: (s, t) =>
      names(
        listAt<{ title?: unknown }>(s, 'info.others').map((o) => str(o.title)),
        t,
      ),
    form: (s, onDone) => (
      <OthersForm
        others={listAt<{ title?: unknown; text?: unknown }>(s, 'info.others').map((o) => ({
          title: str(o.title),
          text: str(o.text),
        }))}
        onDone={onDone}
      />
    ),
  },
  {
    id: 'templates',
    keys: ['templates_sms'],
    summary: (s, t) =>
      count(Object.values(objectAt(s, 'templates_sms')).filter((v) => str(v).trim()).length, t),
    form: (s, onDone) => {
      const v = objectAt(s, 'templates_sms')
      return (
        <TemplatesForm
          templates={{
            payment_sms: str(v.payment_sms),
            prepayment_viber: str(v.prepayment_viber),
            send_ttn: str(v.send_ttn),
          }}
          onDone={onDone}
        />
      )
    },
  },
  {
    id: 'nova_poshta',
    keys: ['api.nova_poshta.api_key'],
    summary: (s, t) => secretState(pick(s, 'api.nova_poshta.api_key'), t),
    form: (s, onDone) => (
      <SecretsForm
        fields={[{ param: 'api.nova_poshta.api_key', label: 'fields.np_key', secret: true }]}
        values={{ 'api.nova_poshta.api_key': pick(s, 'api.nova_poshta.api_key') }}
        onDone={onDone}
      />
    ),
  },
  {
    id: 'np_sender',
    keys: ['api.nova_poshta.sender'],
    summary: (s, t) => {
      const v = objectAt(s, 'api.nova_poshta.sender')
      const said = [str(v.counterparty_name), str(v.city_name), str(v.phone)].filter(Boolean)
      return str(v.counterparty_ref)
        ? `${t('settings:groups.set')} (${said.join(', ')})`
        : t('settings:groups.not_set')
    },
    form: (s, onDone) => (
      <SenderForm
        value={pick(s, 'api.nova_poshta.sender')}
        sites={objectAt(s, 'sites')}
        onDone={onDone}
      />
    ),
  },
  {
    id: 'ukrposhta',
    keys: ['api.ukrposhta.token'],
    summary: (s, t) => secretState(pick(s, 'api.ukrposhta.token'), t),
    form: (s, onDone) => (
      <SecretsForm
        fields={[{ param: 'api.ukrposhta.token', label: 'fields.up_token', secret: true }]}
        values={{ 'api.ukrposhta.token': pick(s, 'api.ukrposhta.token') }}
        onDone={onDone}
      />
    ),
  },
  {
    id: 'parcels',
    keys: ['orders.follow_parcels'],
    summary: (s, t) =>
      pick(s, 'orders.follow_parcels') === false
        ? t('settings:groups.follow_off')
        : t('settings:groups.follow_on'),
    form: (s, onDone) => (
      <ToggleForm
        param="orders.follow_parcels"
        label="fields.follow_parcels"
        hint="fields.follow_parcels_hint"
        value={pick(s, 'orders.follow_parcels') !== false}
        onDone={onDone}
      />
    ),
  },
  {
    id: 'turbosms',
    keys: [
      'api.turbosms.token',
      'api.turbosms.sms_sender',
      'api.turbosms.viber_sender',
      'api.turbosms.endpoint',
    ],
    summary: (s, t) =>
      [
        secretState(pick(s, 'api.turbosms.token'), t),
        str(pick(s, 'api.turbosms.sms_sender')),
        str(pick(s, 'api.turbosms.viber_sender')),
      ]
        .filter(Boolean)
        .join(' · '),
    form: (s, onDone) => (
      <SecretsForm
        fields={[
          { param: 'api.turbosms.token', label: 'fields.token', secret: true },
          { param: 'api.turbosms.sms_sender', label: 'fields.sms_sender' },
          { param: 'api.turbosms.viber_sender', label: 'fields.viber_sender' },
          { param: 'api.turbosms.endpoint', label: 'fields.endpoint' },
        ]}
        values={{
          'api.turbosms.token': pick(s, 'api.turbosms.token'),
          'api.turbosms.sms_sender': pick(s, 'api.turbosms.sms_sender'),
          'api.turbosms.viber_sender': pick(s, 'api.turbosms.viber_sender'),
          'api.turbosms.endpoint': pick(s, 'api.turbosms.endpoint'),
        }}
        onDone={onDone}
      />
    ),
  },
]

/** The group a settings row's key belongs to, if it is edited in a form. */
export function groupOfKey(key: string): SettingGroup | undefined {
  return SETTING_GROUPS.find((g) => (g.keys as readonly string[]).includes(key))
}
