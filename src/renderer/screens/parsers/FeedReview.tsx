import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@shared/format/dates'
import type { ParserItem, ParserRun, Review } from '@shared/supply/parsers'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { notify } from '../../app/toast'
import { useFormat } from '../../format/numbers'
import { callApi, useBridge } from '../../platform'
import { resourceKeys } from '../../resources/queries'
import { feedsKey, reviewKey } from './feedQueries'
import { messageOf } from './PriceLists'
import './parsers.css'

type Decide = 'POST /api/parsers/apply' | 'POST /api/parsers/reject'

/** One feed parser: its state, "run now", its results waiting for review, and its run log. */
export function FeedReview({ id }: { id: number }) {
  const { t } = useTranslation(['supply'])
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const user = useUser()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState('')
  const review = useQuery({
    queryKey: reviewKey(id),
    queryFn: async () => (await callApi(bridge, 'POST /api/parsers/review', { body: { id } })).data,
  })
  const rights = {
    run: mayCall(user, 'POST /api/parsers/run_now'),
    apply: mayCall(user, 'POST /api/parsers/apply'),
    reject: mayCall(user, 'POST /api/parsers/reject'),
  }
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feedsKey }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.all('products') }),
    ])
  const act = async (work: () => Promise<string>) => {
    setBusy(true)
    setOutcome('')
    try {
      setOutcome(await work())
    } catch (error) {
      notify.error(messageOf(error))
    } finally {
      setBusy(false)
      await refresh()
    }
  }
  const runNow = () =>
    act(async () => {
      const { data } = await callApi(bridge, 'POST /api/parsers/run_now', { body: { id } })
      if (data.message) return data.message
      return data.run?.status === 'ok'
        ? t('supply:feeds.run_ok', { rows: data.run.rows })
        : t('supply:feeds.run_failed', { error: data.run?.error ?? '' })
    })
  const decide = (route: Decide, items: number[] | null) =>
    act(async () => {
      const { data } = await callApi(bridge, route, { body: { id, items } })
      return t(
        route === 'POST /api/parsers/apply' ? 'supply:feeds.applied' : 'supply:feeds.rejected',
        {
          count: data.decided,
          pending: data.pending,
        },
      )
    })

  if (review.isPending) return <p role="status">{t('supply:feeds.review_loading')}</p>
  if (review.isError) {
    return (
      <p className="inv-alert" role="alert">
        {t('supply:feeds.error', { message: messageOf(review.error) })}
      </p>
    )
  }
  const { parser, items, runs, pending } = review.data
  const total = pending.new + pending.price + pending.availability + pending.gone
  return (
    <article className="pl-run" aria-labelledby="feed-title" aria-busy={busy}>
      <h3 id="feed-title">{parser.title}</h3>
      <FeedStatus review={review.data} />
      <p className="inv-scan">
        {rights.run && (
          <button type="button" className="btn" disabled={busy} onClick={() => void runNow()}>
            {busy ? t('supply:feeds.working') : t('supply:feeds.run_now')}
          </button>
        )}
        {rights.apply && total > 0 && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() => void decide('POST /api/parsers/apply', null)}
          >
            {t('supply:feeds.apply_all', { count: total })}
          </button>
        )}
        {rights.reject && total > 0 && (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void decide('POST /api/parsers/reject', null)}
          >
            {t('supply:feeds.reject_all')}
          </button>
        )}
      </p>
      <div className="inv-last" role="status" aria-live="polite">
        {outcome}
      </div>
      <p>{t('supply:feeds.pending', { ...pending, shown: items.length, total })}</p>
      <ItemsTable
        items={items}
        busy={busy}
        canApply={rights.apply}
        canReject={rights.reject}
        onDecide={(route, item) => void decide(route, [item])}
      />
      <RunsLog runs={runs} />
    </article>
  )
}

function FeedStatus({ review }: { review: Review }) {
  const { t } = useTranslation(['supply'])
  const { parser } = review
  return (
    <>
      {parser.last_error && (
        <p className="inv-alert" role="alert">
          {t('supply:feeds.last_error', { error: parser.last_error })}
        </p>
      )}
      <p>
        {parser.failures > 0 && t('supply:feeds.backoff', { count: parser.failures }) + ' '}
        {!parser.active
          ? t('supply:feeds.inactive')
          : parser.next_run_at
            ? t('supply:feeds.next', { when: formatDateTime(parser.next_run_at) })
            : parser.interval_minutes > 0
              ? t('supply:feeds.next_soon')
              : t('supply:feeds.manual')}
      </p>
    </>
  )
}

function useValues() {
  const { t } = useTranslation(['supply', 'enums'])
  const fmt = useFormat()
  const money = (v: number | null) =>
    v === null ? '' : t('supply:parsers.money', { value: fmt.money(v) })
  const avail = (v: string | null) => (v ? t(`enums:availability.${v}`) : '')
  return {
    was: (i: ParserItem) => (i.kind === 'price' ? money(i.old_price) : avail(i.old_availability)),
    now: (i: ParserItem) =>
      i.kind === 'price'
        ? money(i.new_price)
        : i.kind === 'new'
          ? `${money(i.new_price)} · ${avail(i.new_availability)}`
          : avail(i.new_availability),
  }
}

function ItemsTable(props: {
  items: ParserItem[]
  busy: boolean
  canApply: boolean
  canReject: boolean
  onDecide: (route: Decide, item: number) => void
}) {
  const { t } = useTranslation(['supply'])
  const { was, now } = useValues()
  if (props.items.length === 0) return <p>{t('supply:feeds.nothing')}</p>
  return (
    <table className="inv-table" aria-label={t('supply:feeds.results')}>
      <thead>
        <tr>
          <th scope="col">{t('supply:feeds.kind')}</th>
          <th scope="col">{t('supply:feeds.sku')}</th>
          <th scope="col">{t('supply:parsers.name')}</th>
          <th scope="col">{t('supply:feeds.was')}</th>
          <th scope="col">{t('supply:feeds.now')}</th>
          <th scope="col" aria-label={t('supply:feeds.decision')} />
        </tr>
      </thead>
      <tbody>
        {props.items.map((i) => (
          <tr key={i.id} className="inv-row">
            <td>{t(`supply:feeds.kinds.${i.kind}`)}</td>
            <td>{[i.sku, i.barcode].filter(Boolean).join(' · ')}</td>
            <th scope="row">{i.title}</th>
            <td>{was(i)}</td>
            <td>{now(i)}</td>
            <td className="pl-actions">
              {props.canApply && (
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={props.busy}
                  aria-label={t('supply:feeds.apply_one', { title: i.title })}
                  onClick={() => props.onDecide('POST /api/parsers/apply', i.id)}
                >
                  {t('supply:feeds.apply')}
                </button>
              )}{' '}
              {props.canReject && (
                <button
                  type="button"
                  className="btn"
                  disabled={props.busy}
                  aria-label={t('supply:feeds.reject_one', { title: i.title })}
                  onClick={() => props.onDecide('POST /api/parsers/reject', i.id)}
                >
                  {t('supply:feeds.reject')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function RunsLog({ runs }: { runs: ParserRun[] }) {
  const { t } = useTranslation(['supply'])
  return (
    <>
      <h4>{t('supply:feeds.log')}</h4>
      {runs.length === 0 ? (
        <p>{t('supply:feeds.log_empty')}</p>
      ) : (
        <table className="inv-table" aria-label={t('supply:feeds.log')}>
          <thead>
            <tr>
              <th scope="col">{t('supply:feeds.started')}</th>
              <th scope="col">{t('supply:feeds.finished')}</th>
              <th scope="col">{t('supply:feeds.rows')}</th>
              <th scope="col">{t('supply:feeds.found')}</th>
              <th scope="col">{t('supply:feeds.result')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((r) => (
              <tr
                key={r.id}
                className={r.status === 'failed' ? 'inv-row inv-row--mismatch' : 'inv-row'}
              >
                <th scope="row">{formatDateTime(r.started_at)}</th>
                <td>{r.finished_at ? formatDateTime(r.finished_at) : ''}</td>
                <td>{r.rows}</td>
                <td>
                  {t('supply:feeds.found_counts', {
                    new: r.new_count,
                    price: r.price_count,
                    availability: r.availability_count,
                    gone: r.gone_count,
                  })}
                </td>
                <td>
                  {r.status === 'failed'
                    ? (r.error ?? '')
                    : t(`supply:feeds.run_status.${r.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
