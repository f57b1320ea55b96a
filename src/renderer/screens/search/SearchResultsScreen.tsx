import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { searchSubtitle } from '../../shell/search/subtitle'
import { Link, useSearchParams } from 'react-router-dom'
import { classifySearch } from '@shared/search'
import { useBridge } from '../../platform'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { fetchSearch } from '../../shell/search/searchApi'
import './search-results.css'

/**
 * `/search?q=…`: where Enter lands for a name that both products (by title) and orders (by
 * surname) carry (`landingFor` in `src/shared/search.ts`): the first matches of each, every one
 * a link to its record, and each table's full filtered list a click away.
 */
export default function SearchResultsScreen() {
  const { t } = useTranslation(['shell', 'common', 'enums'])
  const bridge = useBridge()
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim().slice(0, 200)
  const searchable = classifySearch(q) !== null
  useDocumentTitle(t('shell:search.page_title', { q }))
  const results = useQuery({
    queryKey: ['global-search', q],
    queryFn: () => fetchSearch(bridge, q),
    enabled: searchable,
    staleTime: 30_000,
  })

  return (
    <section className="sr" aria-labelledby="sr-title">
      <h1 id="sr-title">{t('shell:search.page_title', { q })}</h1>
      {!searchable ? (
        <p>{t('shell:search.page_none')}</p>
      ) : results.isError ? (
        <div className="rl-state" role="alert">
          <p>{results.error.message}</p>
          <button type="button" className="btn" onClick={() => void results.refetch()}>
            {t('common:list.retry')}
          </button>
        </div>
      ) : !results.data ? (
        <p role="status">{t('shell:search.searching')}</p>
      ) : results.data.groups.length === 0 ? (
        <p>{t('shell:search.page_empty', { q })}</p>
      ) : (
        <div className="sr-groups">
          {results.data.groups.map((group) => {
            const name = t(`shell:search.group.${group.table}`)
            return (
              <section key={group.table} aria-labelledby={`sr-${group.table}`}>
                <h2 id={`sr-${group.table}`}>{name}</h2>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <Link to={item.url}>{item.title}</Link>
                      {searchSubtitle(item, t) && (
                        <span className="sr-sub">{searchSubtitle(item, t)}</span>
                      )}
                    </li>
                  ))}
                </ul>
                <Link className="btn" to={group.url}>
                  {t('shell:search.all', { table: name })}
                </Link>
              </section>
            )
          })}
        </div>
      )}
    </section>
  )
}
