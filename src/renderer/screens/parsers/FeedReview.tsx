import { useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@shared/format/dates'
import { tryRender } from '@shared/messages'
import {
  ITEM_KINDS,
  REVIEW_PAGE,
  REVIEW_PAGE_SIZES,
  type ItemKind,
  type ParserItem,
  type ParserRun,
  type Review,
} from '@shared/supply/parsers'
import { mayCall } from '../../app/rights'
import { useUser } from '../../app/session'
import { notify } from '../../app/toast'
import { useFormat } from '../../format/numbers'
import { callApi, useBridge } from '../../platform'
import { storedText } from '../../resources/format'
import { resourceKeys } from '../../resources/queries'
import { Pager } from '../../components/list/Pager'
import { columnsKey, feedsKey, reviewKey } from './feedQueries'
import { ReviewTable, type ReviewColumn } from './ReviewTable'
import { messageOf } from './QueryStates'
import './parsers.css'

type Decide = 'POST /api/parsers/apply' | 'POST /api/parsers/reject'

/** Run now, apply and reject of one feed parser, with what the last one did. */
function useFeedActions(id: number) {
  const { t } = useTranslation(['supply'])
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState('')
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feedsKey }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.all('products') }),
      queryClient.invalidateQueries({ queryKey: columnsKey }),
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
      if (data.skipped) return tryRender({ code: 'parser.busy' }) ?? data.message ?? ''
      return data.run?.status === 'ok'
        ? t('supply:feeds.run_ok', { rows: data.run.rows })
        : t('supply:feeds.run_failed', { error: storedText(data.run?.error ?? '') })
    })
  const decide = (route: Decide, items: number[] | null) =>
    act(async () => {
      const { data } = await callApi(bridge, route, { body: { id, items } })
      return t(
        route === 'POST /api/parsers/apply' ? 'supply:feeds.applied' : 'supply:feeds.rejected',
        { count: data.decided, pending: data.pending },
      )
    })
  return { busy, outcome, runNow, decide }
}

/**
 * One feed parser: its state, "run now", its results waiting for review (a page at a time, of
 * one kind or all, with every kind's count), and its run log.
 */
export function FeedReview({ id }: { id: number }) {
  const { t } = useTranslation(['supply'])
  const bridge = useBridge()
  const user = useUser()
  const { busy, outcome, runNow, decide } = useFeedActions(id)
  const [view, setView] = useState<{ kind: ItemKind | null; page: number; perPage: number }>({
    kind: null,
    page: 1,
    perPage: REVIEW_PAGE,
  })
  const review = useQuery({
    queryKey: [...reviewKey(id), view],
    queryFn: async () =>
      (
        await callApi(bridge, 'POST /api/parsers/review', {
          body: { id, kind: view.kind, page: view.page, per_page: view.perPage },
        })
      ).data,
    // The page before stays on screen while the next one loads: the pager does not jump.
    placeholderData: keepPreviousData,
  })
  const rights = {
    run: mayCall(user, 'POST /api/parsers/run_now'),
    apply: mayCall(user, 'POST /api/parsers/apply'),
    reject: mayCall(user, 'POST /api/parsers/reject'),
  }

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
  // Deciding rows shortens the list: a page past its end shows the last one instead.
  const pages = Math.max(1, Math.ceil(review.data.total / view.perPage))
  if (!review.isPlaceholderData && view.page > pages) setView({ ...view, page: pages })
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
      <p>{t('supply:feeds.pending', { ...pending, total })}</p>
      {total > 0 && (
        <KindFilter
          pending={pending}
          total={total}
          kind={view.kind}
          onKind={(kind) => setView({ ...view, kind, page: 1 })}
        />
      )}
      <ItemsTable
        items={items}
        busy={busy}
        canApply={rights.apply}
        canReject={rights.reject}
        onDecide={(route, item) => void decide(route, [item])}
      />
      {review.data.total > view.perPage && (
        <Pager
          page={view.page}
          perPage={view.perPage}
          total={review.data.total}
          perPageChoices={REVIEW_PAGE_SIZES}
          onPage={(page) => setView({ ...view, page })}
          onPerPage={(perPage) => setView({ ...view, perPage, page: 1 })}
        />
      )}
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
          {t('supply:feeds.last_error', { error: storedText(parser.last_error) })}
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

/** Which kind of result the list shows, each with its count (the counts are of every page). */
function KindFilter(props: {
  pending: Review['pending']
  total: number
  kind: ItemKind | null
  onKind: (kind: ItemKind | null) => void
}) {
  const { t } = useTranslation(['supply'])
  const choices: [ItemKind | null, string, number][] = [
    [null, t('supply:feeds.all'), props.total],
    ...ITEM_KINDS.map((k): [ItemKind, string, number] => [
      k,
      t(`supply:feeds.kinds_many.${k}`),
      props.pending[k],
    ]),
  ]
  return (
    <nav className="view-switch" aria-label={t('supply:feeds.filter')}>
      {choices.map(([kind, label, count]) => (
        <button
          key={kind ?? 'all'}
          type="button"
          className="btn"
          aria-pressed={props.kind === kind}
          disabled={count === 0 && props.kind !== kind}
          onClick={() => props.onKind(kind)}
        >
          {t('supply:feeds.kind_count', { label, count })}
        </button>
      ))}
    </nav>
  )
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
  /** The button that applies or rejects one result, named with the result's title. */
  const decision = (i: ParserItem, what: 'apply' | 'reject', className: string) => (
    <button
      type="button"
      className={className}
      disabled={props.busy}
      aria-label={t(`supply:feeds.${what}_one`, { title: i.title })}
      onClick={() => props.onDecide(`POST /api/parsers/${what}`, i.id)}
    >
      {t(`supply:feeds.${what}`)}
    </button>
  )
  const columns: ReviewColumn<ParserItem>[] = [
    { header: t('supply:feeds.kind'), cell: (i) => t(`supply:feeds.kinds.${i.kind}`) },
    { header: t('supply:feeds.sku'), cell: (i) => [i.sku, i.barcode].filter(Boolean).join(' · ') },
    { header: t('supply:parsers.name'), cell: (i) => i.title, rowHeader: true },
    { header: t('supply:feeds.was'), cell: was },
    { header: t('supply:feeds.now'), cell: now },
    {
      header: '',
      label: t('supply:feeds.decision'),
      className: 'pl-actions',
      cell: (i) => (
        <>
          {props.canApply && decision(i, 'apply', 'btn btn--primary')}{' '}
          {props.canReject && decision(i, 'reject', 'btn')}
        </>
      ),
    },
  ]
  return (
    <ReviewTable
      label={t('supply:feeds.results')}
      columns={columns}
      rows={props.items}
      rowKey={(i) => i.id}
      empty={t('supply:feeds.nothing')}
    />
  )
}

function RunsLog({ runs }: { runs: ParserRun[] }) {
  const { t } = useTranslation(['supply'])
  const columns: ReviewColumn<ParserRun>[] = [
    {
      header: t('supply:feeds.started'),
      cell: (r) => formatDateTime(r.started_at),
      rowHeader: true,
    },
    {
      header: t('supply:feeds.finished'),
      cell: (r) => (r.finished_at ? formatDateTime(r.finished_at) : ''),
    },
    { header: t('supply:feeds.rows'), cell: (r) => r.rows },
    {
      header: t('supply:feeds.found'),
      cell: (r) =>
        t('supply:feeds.found_counts', {
          new: r.new_count,
          price: r.price_count,
          availability: r.availability_count,
          gone: r.gone_count,
        }),
    },
    {
      header: t('supply:feeds.result'),
      cell: (r) =>
        r.status === 'failed'
          ? storedText(r.error ?? '')
          : t(`supply:feeds.run_status.${r.status}`),
    },
  ]
  return (
    <>
      <h4>{t('supply:feeds.log')}</h4>
      <ReviewTable
        label={t('supply:feeds.log')}
        columns={columns}
        rows={runs}
        rowKey={(r) => r.id}
        marked={(r) => r.status === 'failed'}
        empty={t('supply:feeds.log_empty')}
      />
    </>
  )
}
