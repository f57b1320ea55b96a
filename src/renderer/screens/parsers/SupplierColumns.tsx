import { useId, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { formatDateTime } from '@shared/format/dates'
import {
  COLUMN_NAME_MAX,
  FEED_FIELDS,
  headerKey,
  recognised,
  type ColumnMapping,
  type FeedField,
} from '@shared/supply/columns'
import type { SeenHeaders } from '@shared/supply/parsers'
import { SUPPLIERS, type Supplier } from '@shared/supply/price-lists'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { ListState } from '../../components/ui/ListState'
import { callApi, useBridge } from '../../platform'
import { COLUMNS_PARAM, COLUMNS_TITLE_ID, columnsKey } from './feedQueries'
import { messageOf, QueryStates } from './QueryStates'
import { SupplierSelect } from './SupplierSelect'

const supplierOf = (value: string | null): Supplier =>
  (SUPPLIERS as readonly string[]).includes(value ?? '') ? (value as Supplier) : SUPPLIERS[0]

/**
 * A supplier's columns: which header of its price list or feed holds the article, the barcode,
 * the title, the price and the availability. The headers offered are those of the file or feed
 * last read for the supplier (kept even when it was refused); "automatically" means the names
 * every supplier's files are recognised by. Saved, it applies to the supplier's next upload and
 * next feed run, and to no other supplier.
 */
export function SupplierColumns() {
  const { t } = useTranslation(['supply', 'enums'])
  const bridge = useBridge()
  const [params, setParams] = useSearchParams()
  const provider = supplierOf(params.get(COLUMNS_PARAM))
  // What the last save did: kept here, as the form starts again from what was saved.
  const [saved, setSaved] = useState('')
  const columns = useQuery({
    queryKey: [...columnsKey, provider],
    queryFn: async () =>
      (await callApi(bridge, 'POST /api/parsers/get_columns', { body: { provider } })).data,
  })
  const choose = (next: Supplier) => {
    const copy = new URLSearchParams(params)
    copy.set(COLUMNS_PARAM, next)
    setParams(copy, { replace: true })
    setSaved('')
  }

  return (
    <section className="rl inv" aria-labelledby={COLUMNS_TITLE_ID}>
      <h2 id={COLUMNS_TITLE_ID} tabIndex={-1}>
        {t('supply:columns.title')}
      </h2>
      <p className="inv-intro">{t('supply:columns.intro')}</p>
      <p className="inv-scan">
        <label htmlFor="columns-provider">{t('supply:columns.provider')}</label>
        <SupplierSelect id="columns-provider" value={provider} onChange={choose} />
      </p>
      <QueryStates
        query={columns}
        loading={t('supply:columns.loading')}
        error={(message) => t('supply:columns.error', { message })}
      >
        {(data) => (
          <ColumnsForm
            // A new supplier, or a mapping saved elsewhere, starts the form again.
            key={`${provider}:${JSON.stringify(data.mapping)}`}
            provider={provider}
            mapping={data.mapping}
            headers={data.headers}
            onSaved={setSaved}
          />
        )}
      </QueryStates>
      <div className="inv-last" role="status" aria-live="polite">
        {saved}
      </div>
    </section>
  )
}

function ColumnsForm({
  provider,
  mapping,
  headers,
  onSaved,
}: {
  provider: Supplier
  mapping: ColumnMapping
  headers: SeenHeaders | null
  onSaved: (what: string) => void
}) {
  const { t } = useTranslation(['supply', 'enums'])
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const user = useUser()
  const canSave = mayCall(user, 'POST /api/parsers/set_columns')
  const [draft, setDraft] = useState<ColumnMapping>(mapping)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState('')
  const names = headers?.names ?? []
  const supplier = t(`enums:provider.${provider}`)
  const changed = FEED_FIELDS.some((f) => (draft[f] ?? '') !== (mapping[f] ?? ''))

  // What the next file with these headers would be read by, field by field.
  const used = (field: FeedField) =>
    draft[field]?.trim() ? headerKey(draft[field]) : recognised(field, names)
  const warnings = headers
    ? [
        !used('sku') && !used('barcode') ? t('supply:columns.no_key') : null,
        !used('price') ? t('supply:columns.no_price') : null,
      ].filter((w): w is string => w !== null)
    : []

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canSave || saving) return
    setSaving(true)
    setError('')
    onSaved('')
    try {
      const { data } = await callApi(bridge, 'POST /api/parsers/set_columns', {
        body: { provider, mapping: draft },
      })
      onSaved(t('supply:columns.saved', { supplier }))
      queryClient.setQueryData([...columnsKey, provider], data)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-busy={saving}>
      <SeenHeadersLine headers={headers} supplier={supplier} />
      <table
        className="ui-table ui-table--surface inv-table"
        aria-label={t('supply:columns.table', { supplier })}
      >
        <thead>
          <tr>
            <th scope="col">{t('supply:columns.field')}</th>
            <th scope="col">{t('supply:columns.header')}</th>
            {headers && <th scope="col">{t('supply:columns.reads')}</th>}
          </tr>
        </thead>
        <tbody>
          {FEED_FIELDS.map((field) => (
            <FieldRow
              key={field}
              field={field}
              value={draft[field] ?? ''}
              names={headers ? names : null}
              disabled={!canSave || saving}
              reads={used(field)}
              onChange={(value) => {
                onSaved('')
                setDraft({ ...draft, [field]: value })
              }}
            />
          ))}
        </tbody>
      </table>
      {warnings.map((w) => (
        <p key={w} className="inv-alert">
          {w}
        </p>
      ))}
      {error && (
        <p className="inv-alert" role="alert">
          {error}
        </p>
      )}
      {canSave ? (
        <p className="inv-scan">
          <button type="submit" className="btn btn--primary" disabled={saving || !changed}>
            {saving ? t('supply:columns.saving') : t('supply:columns.save')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={saving || FEED_FIELDS.every((f) => !draft[f])}
            onClick={() => {
              onSaved('')
              setDraft({})
            }}
          >
            {t('supply:columns.clear')}
          </button>
        </p>
      ) : (
        <p>{t('supply:columns.managers_only')}</p>
      )}
    </form>
  )
}

/** Where the supplier's headers were last seen, or that none were. */
function SeenHeadersLine({ headers, supplier }: { headers: SeenHeaders | null; supplier: string }) {
  const { t } = useTranslation('supply')
  if (!headers) {
    return <ListState kind="empty">{t('supply:columns.none_seen', { supplier })}</ListState>
  }
  return (
    <p>
      {t(`supply:columns.seen_${headers.source}`, {
        name: headers.name,
        when: formatDateTime(headers.seen_at),
        n: headers.names.length,
      })}
    </p>
  )
}

/** One of our fields and the supplier's header that feeds it. */
function FieldRow({
  field,
  value,
  names,
  disabled,
  reads,
  onChange,
}: {
  field: FeedField
  value: string
  /** The headers last read; null: none read yet, so the header is typed. */
  names: string[] | null
  disabled: boolean
  reads: string | null
  onChange: (value: string) => void
}) {
  const { t } = useTranslation(['supply'])
  const id = useId()
  const label = t(`supply:columns.fields.${field}`)
  const found = names ? recognised(field, names) : null
  const auto = found
    ? t('supply:columns.auto_found', { name: found })
    : names
      ? t('supply:columns.auto_none')
      : t('supply:columns.auto')
  // A saved header the last file did not have stays choosable, marked so.
  const missing = names && value && !names.some((n) => headerKey(n) === headerKey(value))
  return (
    <tr className="inv-row">
      <th scope="row">
        <label htmlFor={id}>{label}</label>
      </th>
      <td>
        {names ? (
          <select
            id={id}
            className="input"
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{auto}</option>
            {missing && (
              <option value={value}>{t('supply:columns.not_in_file', { name: value })}</option>
            )}
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className="input"
            value={value}
            maxLength={COLUMN_NAME_MAX}
            disabled={disabled}
            placeholder={auto}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </td>
      {names && (
        <td>
          {reads
            ? t('supply:columns.reads_from', { name: reads })
            : t(
                field === 'availability'
                  ? 'supply:columns.reads_all_available'
                  : 'supply:columns.reads_nothing',
              )}
        </td>
      )}
    </tr>
  )
}
