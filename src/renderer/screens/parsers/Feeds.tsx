import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { formatDateTime } from '@shared/format/dates'
import type { ParserState } from '@shared/supply/parsers'
import { callApi, useBridge } from '../../platform'
import { storedText } from '../../resources/format'
import { FeedReview } from './FeedReview'
import { feedsKey } from './feedQueries'
import { QueryStates } from './QueryStates'

/** What a feed's state cell says: waiting results, the last error, or all clear. */
export function useFeedState() {
  const { t } = useTranslation(['supply'])
  return (p: ParserState) =>
    p.last_error
      ? t('supply:feeds.state_error', { error: storedText(p.last_error) })
      : p.new_count > 0
        ? t('supply:feeds.state_new', { count: p.new_count })
        : p.last_run_at
          ? t('supply:feeds.state_done')
          : t('supply:feeds.state_never')
}

/**
 * Supplier feeds: each parser's state (results waiting, last error, next run) and, opened, its
 * review. Arriving from the informer (`?status=new`) opens the first feed with results waiting.
 */
export function Feeds() {
  const { t } = useTranslation(['supply', 'enums'])
  const bridge = useBridge()
  const [params] = useSearchParams()
  const [chosen, setOpenId] = useState<number | null>(null)
  const stateOf = useFeedState()
  const feeds = useQuery({
    queryKey: feedsKey,
    queryFn: async () => (await callApi(bridge, 'POST /api/parsers/feeds')).data,
  })
  const wanted = params.get('status') === 'new'
  const openId = chosen ?? (wanted ? (feeds.data?.find((f) => f.new_count > 0)?.id ?? null) : null)

  return (
    <section className="rl inv" aria-labelledby="feeds-title">
      <h2 id="feeds-title">{t('supply:feeds.title')}</h2>
      <p className="inv-intro">
        {t('supply:feeds.intro')} <Link to="/parsers?view=list">{t('supply:feeds.add')}</Link>
      </p>
      <QueryStates
        query={feeds}
        loading={t('supply:feeds.loading')}
        error={(message) => t('supply:feeds.error', { message })}
        empty={t('supply:feeds.empty')}
      >
        {(data) => (
          <table
            className="ui-table ui-table--surface inv-table"
            aria-label={t('supply:feeds.title')}
          >
            <thead>
              <tr>
                <th scope="col">{t('supply:parsers.name')}</th>
                <th scope="col">{t('supply:parsers.provider')}</th>
                <th scope="col">{t('supply:feeds.state')}</th>
                <th scope="col">{t('supply:feeds.last_run')}</th>
                <th scope="col">{t('supply:feeds.next_run')}</th>
                <th scope="col" aria-label={t('supply:parsers.open_short')} />
              </tr>
            </thead>
            <tbody>
              {data.map((f) => (
                <tr
                  key={f.id}
                  className={
                    f.new_count > 0 || f.last_error ? 'inv-row inv-row--mismatch' : 'inv-row'
                  }
                >
                  <th scope="row">{f.title}</th>
                  <td>{f.provider ? t(`enums:provider.${f.provider}`) : ''}</td>
                  <td>{stateOf(f)}</td>
                  <td>{f.last_run_at ? formatDateTime(f.last_run_at) : ''}</td>
                  <td>
                    {!f.active
                      ? t('supply:feeds.inactive')
                      : f.next_run_at
                        ? formatDateTime(f.next_run_at)
                        : ''}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn"
                      aria-pressed={openId === f.id}
                      aria-label={t('supply:feeds.open', { title: f.title })}
                      onClick={() => setOpenId(f.id)}
                    >
                      {t('supply:parsers.open_short')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryStates>
      {openId !== null && <FeedReview key={openId} id={openId} />}
    </section>
  )
}
