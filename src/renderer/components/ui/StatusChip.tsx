import './ui.css'

/** A chip's colour family; the stylesheet gives each its text and fill in both themes. */
export type ChipTone = 'accent' | 'info' | 'warning' | 'danger' | 'success' | 'secondary'

/** A status as a coloured chip: its tone's colours, its name as the text. */
export function StatusChip({ tone, children }: { tone: ChipTone; children: string }) {
  return <span className={`ui-chip ui-chip--${tone}`}>{children}</span>
}
