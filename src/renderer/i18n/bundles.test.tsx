import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createI18n } from '.'
import { useBundle } from './bundles'

const BUNDLES = { uk: { hello: 'Привіт' }, ru: { hello: 'Привет' } }

function Hello({ ns }: { ns: string }) {
  useBundle(ns, BUNDLES)
  const { t } = useTranslation(ns)
  return <p>{t('hello')}</p>
}

describe('useBundle', () => {
  it('adds a chunk’s texts to each i18next instance once, before they are read', () => {
    for (const lng of ['uk', 'ru'] as const) {
      // Instances share the entry's resource objects: each round has a namespace of its own.
      const ns = `greeting_${lng}`
      const i18n = createI18n()
      void i18n.changeLanguage(lng)
      const add = vi.spyOn(i18n, 'addResourceBundle')
      render(
        <I18nextProvider i18n={i18n}>
          <Hello ns={ns} />
          <Hello ns={ns} />
          <Hello ns={ns} />
        </I18nextProvider>,
      )
      expect(screen.getAllByText(BUNDLES[lng].hello)).toHaveLength(3)
      // Both languages, added by the first row.
      expect(add).toHaveBeenCalledTimes(2)
      document.body.innerHTML = ''
    }
  })
})
