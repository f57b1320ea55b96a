import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { SHORTCUTS, type ShortcutPlace } from '@shared/shortcuts'
import { Modal } from '../../components/dialogs/Modal'
import { useShortcutsTexts } from '../../i18n/shortcuts'
import './shortcuts.css'

export const PLACES: readonly ShortcutPlace[] = [
  'anywhere',
  'forms',
  'orders',
  'order_form',
  'packing',
]

/**
 * The shortcuts sheet (`?`, F1): every shortcut of the table the handlers bind from
 * (src/shared/shortcuts.ts), by where it works. Its code and texts are a lazy chunk.
 */
export default function ShortcutsSheet({ onClose }: { onClose: () => void }) {
  useShortcutsTexts()
  const { t } = useTranslation('shortcuts')
  return (
    <Modal title={t('title')} onClose={onClose}>
      <div className="shortcuts">
        {PLACES.map((place) => (
          <section key={place} aria-labelledby={`shortcuts-${place}`}>
            <h3 id={`shortcuts-${place}`}>{t(`places.${place}`)}</h3>
            <dl>
              {SHORTCUTS.filter((s) => s.place === place).map((s) => (
                <Fragment key={s.id}>
                  <dt>
                    {[...new Set(s.combos.map((c) => c.label))].map((label, i) => (
                      <Fragment key={label}>
                        {i > 0 && ` ${t('or')} `}
                        <kbd>{label.replace('Control', 'Ctrl')}</kbd>
                      </Fragment>
                    ))}
                  </dt>
                  <dd>{t(`list.${s.id}`)}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  )
}
