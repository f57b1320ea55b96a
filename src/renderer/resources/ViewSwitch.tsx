import { useSearchParams } from 'react-router-dom'
import './resources.css'

/**
 * A table's own screen (the category tree, the price-list runs) and its generic list, switched
 * by `?view=list` in the address. The caller decides which one the address means.
 */
export function ViewSwitch({
  label,
  own,
  list,
  asList,
}: {
  label: string
  own: string
  list: string
  asList: boolean
}) {
  const [, setParams] = useSearchParams()
  return (
    <nav className="view-switch" aria-label={label}>
      <button
        type="button"
        className="btn"
        aria-pressed={!asList}
        onClick={() => setParams(new URLSearchParams())}
      >
        {own}
      </button>
      <button
        type="button"
        className="btn"
        aria-pressed={asList}
        onClick={() => setParams(new URLSearchParams({ view: 'list' }))}
      >
        {list}
      </button>
    </nav>
  )
}
