import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useInformerCount } from '../informers'
import { Icon } from '../Icon'

/** Spec section 2: the new-orders badge, a link to the orders with status new. */
export function NewOrdersBadge() {
  const { t } = useTranslation('shell')
  const count = useInformerCount('new_orders')
  const label = count === null ? t('badge.new_orders_unknown') : t('badge.new_orders', { count })
  return (
    <Link
      to="/orders?status=new"
      className="topbar__button new-orders"
      aria-label={label}
      title={label}
    >
      <Icon name="orders" />
      <span className={count ? 'badge badge--accent' : 'badge'} data-testid="new-orders-count">
        {count ?? '–'}
      </span>
    </Link>
  )
}
