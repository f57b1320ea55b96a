import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { City, ContactPerson, SenderCounterparty, Warehouse } from '@shared/carrier'
import { npSenderSettingSchema, waybillSenderSchema } from '@shared/nova-poshta/waybill'
import { normalizePhone } from '@shared/phone'
import { useBridge } from '../platform'
import { ApiError } from '../resources/mutations'
import { useSettingsTexts } from '../i18n/settings'
import { NpPick, type NpChoice, type NpListState } from './NpPick'
import { useSetParam } from './useSetParam'
import './settings-forms.css'

/** One sender as the form edits it: each ref with the name it was picked by. */
interface Draft {
  counterparty_ref: string
  counterparty_name: string
  contact_ref: string
  contact_name: string
  phone: string
  city_ref: string
  city_name: string
  warehouse_ref: string
  warehouse_name: string
}

const EMPTY: Draft = {
  counterparty_ref: '',
  counterparty_name: '',
  contact_ref: '',
  contact_name: '',
  phone: '',
  city_ref: '',
  city_name: '',
  warehouse_ref: '',
  warehouse_name: '',
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

function draftOf(raw: unknown): Draft {
  const v = isObject(raw) ? raw : {}
  const out = { ...EMPTY }
  for (const k of Object.keys(EMPTY) as (keyof Draft)[]) {
    const x = v[k]
    if (typeof x === 'string') out[k] = x
  }
  return out
}

const isEmpty = (d: Draft) => Object.values(d).every((x) => x.trim() === '')

/** The stored shape: the refs and phone, and the names where there are any. */
function valueOf(d: Draft): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, x] of Object.entries(d)) {
    if (x.trim() !== '' || !k.endsWith('_name')) out[k] = x.trim()
  }
  return out
}

/** The field of the form a schema path names (`counterparty_ref` is the counterparty box). */
const boxOf = (path: string) => path.replace(/_ref$/, '')

/** Asks one of Nova Poshta's lists through the bridge, with its state. */
function useNpList<T>(
  load: (() => Promise<{ ok: true; data: T[] } | { ok: false; message: string }>) | null,
  key: string,
): { list: T[]; state: NpListState } {
  const [found, setFound] = useState<{ key: string; list: T[]; state: NpListState }>({
    key: '',
    list: [],
    state: { kind: 'idle' },
  })
  useEffect(() => {
    if (!load) return
    let live = true
    // Until its answer, a list of a new key reads as loading (below).
    void load().then((res) => {
      if (!live) return
      setFound(
        res.ok
          ? { key, list: res.data, state: { kind: 'ready' } }
          : { key, list: [], state: { kind: 'error', message: res.message } },
      )
    })
    return () => {
      live = false
    }
    // `key` names what `load` asks for: a new key is a new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  if (!load || found.key !== key) return { list: [], state: { kind: load ? 'loading' : 'idle' } }
  return { list: found.list, state: found.state }
}

/**
 * The shop as Nova Poshta's sender of its waybills (`api.nova_poshta.sender`), picked by name
 * from NP's own lists for the saved key: the key's sender counterparties, the chosen one's
 * contact persons (their phone comes along), the sender's city (searched as typed) and its
 * branch. No ref is typed. A shop with several sites may give a site its own sender; a site
 * without one ships from the shop's.
 */
export function SenderForm(props: {
  value: unknown
  /** The `sites` setting: key -> the site's name. */
  sites?: Record<string, unknown>
  onDone: () => void
}) {
  useSettingsTexts()
  const { t } = useTranslation('settings')
  const save = useSetParam()
  const id = useId()
  const stored = isObject(props.value) ? props.value : {}
  const siteKeys = Object.keys(props.sites ?? {})
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => {
    const out: Record<string, Draft> = { '': draftOf(stored) }
    const sites = isObject(stored.sites) ? stored.sites : {}
    for (const [k, v] of Object.entries(sites)) out[k] = draftOf(v)
    return out
  })
  const [target, setTarget] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const draft = drafts[target] ?? EMPTY
  const change = (next: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [target]: { ...(all[target] ?? EMPTY), ...next } }))

  const { senders, contacts, warehouses, cities, searchCities } = useSenderLists(draft)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkSenders(drafts)
    if (!checked.ok) {
      setTarget(checked.where)
      setErrors(checked.found)
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ key: 'api.nova_poshta.sender', value: checked.data })
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const found: Record<string, string> = {}
        for (const [path, m] of Object.entries(error.errors))
          found[boxOf(path.split('.').at(-1) ?? '')] = m.join(' ')
        setErrors(found)
      }
      return
    }
    props.onDone()
  }

  const siteDraftEmpty = target !== '' && isEmpty(draft)
  // The shop's own sender must be complete before the form can be saved.
  const fieldsCheck = waybillSenderSchema.safeParse(valueOf(draft)).success

  return (
    <form className="settings-rows np-sender" onSubmit={(e) => void submit(e)} noValidate>
      <p className="np-sender__hint">{t('np_sender.hint')}</p>
      {siteKeys.length > 0 && (
        <SiteChooser
          id={`${id}-site`}
          sites={props.sites ?? {}}
          drafts={drafts}
          target={target}
          onTarget={(k) => {
            setErrors({})
            setTarget(k)
          }}
        />
      )}
      <SenderFields
        id={id}
        draft={draft}
        change={change}
        errors={errors}
        lists={{ senders, contacts, warehouses, cities }}
        searchCities={searchCities}
      />
      <div className="settings-rows__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={save.isPending}
          aria-describedby={fieldsCheck || siteDraftEmpty ? undefined : `${id}-incomplete`}
        >
          {t('save')}
        </button>
        {target !== '' && !siteDraftEmpty && (
          <button type="button" className="btn" onClick={() => change(EMPTY)}>
            {t('np_sender.clear_site')}
          </button>
        )}
        <button type="button" className="btn" onClick={props.onDone}>
          {t('cancel')}
        </button>
        {!fieldsCheck && !siteDraftEmpty && (
          <span id={`${id}-incomplete`} className="np-pick__status">
            {t('np_sender.incomplete')}
          </span>
        )}
      </div>
    </form>
  )
}

/** NP's lists for the draft: the key's senders, the sender's contacts, cities, the city's branches. */
function useSenderLists(draft: Draft) {
  const bridge = useBridge()
  const senders = useNpList<SenderCounterparty>(
    () =>
      bridge.carrier
        .request({ op: 'senders' })
        .then((r) => (r.ok ? (r.op === 'senders' ? r : { ok: true, data: [] }) : r)),
    'senders',
  )
  const counterparty = draft.counterparty_ref
  const contacts = useNpList<ContactPerson>(
    counterparty
      ? () =>
          bridge.carrier
            .request({ op: 'contacts', counterpartyRef: counterparty })
            .then((r) => (r.ok ? (r.op === 'contacts' ? r : { ok: true, data: [] }) : r))
      : null,
    `contacts:${counterparty}`,
  )
  const cityRef = draft.city_ref
  const warehouses = useNpList<Warehouse>(
    cityRef
      ? () =>
          bridge.carrier
            .request({ op: 'warehouses', cityRef })
            .then((r) => (r.ok ? (r.op === 'warehouses' ? r : { ok: true, data: [] }) : r))
      : null,
    `warehouses:${cityRef}`,
  )
  const [cities, setCities] = useState<{ list: City[]; state: NpListState }>({
    list: [],
    state: { kind: 'idle' },
  })
  // The last term asked: an answer to an earlier one, come late, is dropped.
  const asking = useRef('')
  const searchCities = useCallback(
    (term: string) => {
      asking.current = term
      setCities({ list: [], state: { kind: 'loading' } })
      void bridge.carrier.request({ op: 'cities', query: term }).then((res) => {
        if (asking.current !== term) return
        if (res.ok && res.op === 'cities') setCities({ list: res.data, state: { kind: 'ready' } })
        else setCities({ list: [], state: { kind: 'error', message: res.ok ? '' : res.message } })
      })
    },
    [bridge],
  )
  return { senders, contacts, warehouses, cities, searchCities }
}

type SenderLists = ReturnType<typeof useSenderLists>

/** The value the setting stores, checked by the server's rule; or where the first issue is. */
function checkSenders(
  drafts: Record<string, Draft>,
): { ok: true; data: unknown } | { ok: false; where: string; found: Record<string, string> } {
  const { '': shop = EMPTY, ...bySite } = drafts
  const sites: Record<string, Record<string, string>> = {}
  for (const [k, d] of Object.entries(bySite)) if (!isEmpty(d)) sites[k] = valueOf(d)
  const value = { ...valueOf(shop), ...(Object.keys(sites).length ? { sites } : {}) }
  const parsed = npSenderSettingSchema.safeParse(value)
  if (!parsed.success) {
    const found: Record<string, string> = {}
    let where = ''
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String)
      const site = path[0] === 'sites' ? (path[1] ?? '') : ''
      const field = path[0] === 'sites' ? path[2] : path[0]
      if (Object.keys(found).length === 0) where = site
      if (site === where && field) found[boxOf(field)] ??= issue.message
    }
    return { ok: false, where, found }
  }
  return { ok: true, data: parsed.data }
}

const asChoice = (c: { ref: string; description: string }, hint?: string): NpChoice => ({
  ref: c.ref,
  description: c.description,
  ...(hint ? { hint } : {}),
})

/** Which sender is edited: the shop's, or a site's own. */
function SiteChooser(props: {
  id: string
  sites: Record<string, unknown>
  drafts: Record<string, Draft>
  target: string
  onTarget: (key: string) => void
}) {
  const { id, sites, drafts, target } = props
  const { t } = useTranslation('settings')
  const siteDraftEmpty = target !== '' && isEmpty(drafts[target] ?? EMPTY)
  return (
    <div className="rf-field">
      <label className="rf-label" htmlFor={id}>
        {t('np_sender.site')}
      </label>
      <select
        id={id}
        className="input"
        value={target}
        onChange={(e) => props.onTarget(e.target.value)}
      >
        <option value="">{t('np_sender.all_sites')}</option>
        {Object.keys(sites).map((k) => (
          <option key={k} value={k}>
            {typeof sites[k] === 'string' ? `${String(sites[k])} (${k})` : k}
            {drafts[k] && !isEmpty(drafts[k]) ? ` — ${t('np_sender.own_sender')}` : ''}
          </option>
        ))}
      </select>
      {siteDraftEmpty && <span className="np-pick__status">{t('np_sender.site_uses_shop')}</span>}
    </div>
  )
}

/** The sender's counterparty, contact person (with the phone), city and branch. */
function SenderFields(props: {
  id: string
  draft: Draft
  change: (next: Partial<Draft>) => void
  errors: Record<string, string>
  lists: Omit<SenderLists, 'searchCities'>
  searchCities: (term: string) => void
}) {
  const { id, draft, change, errors, searchCities } = props
  const { senders, contacts, warehouses, cities } = props.lists
  const { t } = useTranslation('settings')
  const loading = t('np_sender.loading')
  const counterparty = draft.counterparty_ref
  const cityRef = draft.city_ref
  return (
    <div className="np-sender__grid">
      <NpPick
        id={`${id}-counterparty`}
        label={t('fields.np_sender.counterparty')}
        choices={senders.list.map((c) => asChoice(c))}
        chosen={draft.counterparty_name || (draft.counterparty_ref ? draft.counterparty_ref : '')}
        onPick={(c) => {
          if (c.ref === draft.counterparty_ref) return
          change({
            counterparty_ref: c.ref,
            counterparty_name: c.description,
            contact_ref: '',
            contact_name: '',
          })
        }}
        state={senders.state}
        emptyText={t('np_sender.no_senders')}
        loadingText={loading}
        error={errors.counterparty}
      />
      <NpPick
        id={`${id}-contact`}
        label={t('fields.np_sender.contact')}
        choices={contacts.list.map((c) => asChoice(c, c.phone))}
        chosen={draft.contact_name || draft.contact_ref}
        onPick={(c) => {
          const person = contacts.list.find((p) => p.ref === c.ref)
          change({
            contact_ref: c.ref,
            contact_name: c.description,
            ...(person?.phone ? { phone: normalizePhone(person.phone) ?? person.phone } : {}),
          })
        }}
        state={contacts.state}
        emptyText={t('np_sender.no_contacts')}
        loadingText={loading}
        placeholder={counterparty ? undefined : t('np_sender.counterparty_first')}
        disabled={!counterparty}
        error={errors.contact}
      />
      <div className="rf-field">
        <label className="rf-label" htmlFor={`${id}-phone`}>
          {t('fields.np_sender.phone')}
        </label>
        <input
          id={`${id}-phone`}
          className="input"
          value={draft.phone}
          inputMode="tel"
          autoComplete="off"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
          onChange={(e) => change({ phone: e.target.value })}
        />
        {errors.phone && (
          <span id={`${id}-phone-error`} className="rf-error">
            {errors.phone}
          </span>
        )}
      </div>
      <NpPick
        id={`${id}-city`}
        label={t('fields.np_sender.city')}
        choices={cities.list.map((c) => asChoice(c))}
        chosen={draft.city_name || draft.city_ref}
        onPick={(c) => {
          if (c.ref === draft.city_ref) return
          change({
            city_ref: c.ref,
            city_name: c.description,
            warehouse_ref: '',
            warehouse_name: '',
          })
        }}
        onSearch={searchCities}
        state={cities.state}
        emptyText={t('np_sender.no_cities')}
        loadingText={loading}
        placeholder={t('np_sender.city_placeholder')}
        error={errors.city}
      />
      <NpPick
        id={`${id}-warehouse`}
        label={t('fields.np_sender.warehouse')}
        choices={warehouses.list.map((w) => asChoice(w))}
        chosen={draft.warehouse_name || draft.warehouse_ref}
        onPick={(c) => change({ warehouse_ref: c.ref, warehouse_name: c.description })}
        state={warehouses.state}
        emptyText={t('np_sender.no_warehouses')}
        loadingText={loading}
        placeholder={cityRef ? undefined : t('np_sender.city_first')}
        disabled={!cityRef}
        error={errors.warehouse}
      />
    </div>
  )
}
