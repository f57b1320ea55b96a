import { Outlet } from 'react-router-dom'

/** Spec section 2's empty layout: the screen alone (login, the calls window). */
export function EmptyLayout() {
  return (
    <div className="empty-layout">
      <Outlet />
    </div>
  )
}
