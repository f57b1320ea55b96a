import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCES } from '@shared/resources/registry'
import { Modal } from '../../components/dialogs/Modal'
import { ListScreen } from '../../resources/ListScreen'
import type { Row } from '../../resources/queries'
import '../categories/categories.css'
import { useCatalogueTexts } from '../../i18n/catalogue'

// The Markdown renderer loads when the first preview opens.
const ArticleBody = lazy(() => import('./ArticleBody'))

/** `/articles`: the generic list, with each article's body previewed as the site shows it. */
export default function ArticlesScreen() {
  useCatalogueTexts()
  const { t } = useTranslation('catalogue')
  const [article, setArticle] = useState<Row | null>(null)
  return (
    <>
      <ListScreen
        def={RESOURCES.articles}
        rowActions={(row) => (
          <button
            type="button"
            className="ui-icon-button ui-icon-button--row"
            onClick={() => setArticle(row)}
            aria-label={t('article.preview', { title: String(row.title ?? row.id) })}
            title={t('article.preview', { title: String(row.title ?? row.id) })}
          >
            <span aria-hidden="true">¶</span>
          </button>
        )}
      />
      {article && (
        <Modal title={String(article.title ?? '')} onClose={() => setArticle(null)}>
          <Suspense fallback={<p role="status">{t('article.loading')}</p>}>
            {typeof article.body === 'string' && article.body.trim() ? (
              <ArticleBody source={article.body} />
            ) : (
              <p>{t('article.empty')}</p>
            )}
          </Suspense>
        </Modal>
      )}
    </>
  )
}
