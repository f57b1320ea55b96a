import {
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  tableFeatures,
} from '@tanstack/react-table'

/**
 * The table features a list uses: column widths, hidden columns and their order, as TanStack
 * Table state (held by `useColumnLayout`, remembered per list on the workstation).
 */
export const features = tableFeatures({
  columnSizingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
})
export type Features = typeof features
