import { keyOf } from '@shared/shortcuts'

/** The key that marks a fully scanned order packed, and the one that prints its slip. */
export const COMPLETE_KEY = keyOf('pack_complete')
export const PRINT_KEY = keyOf('pack_print')
/** The key that picks the optional photo of the open parcel (attached to the order). */
export const PHOTO_KEY = keyOf('pack_photo')
