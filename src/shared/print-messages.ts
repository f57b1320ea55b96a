/**
 * Ukrainian messages of printing (main's and the web bridge's), apart from the documents'
 * schemas (`print.ts`) so the renderer's entry has them without zod.
 */
export const PRINT_MESSAGES = {
  printed: 'Надіслано на друк.',
  saved: (file: string) => `PDF збережено: ${file}`,
  failed: (why: string) => `Не вдалося надрукувати: ${why}`,
  pdfFailed: (why: string) => `Не вдалося зберегти PDF: ${why}`,
  busy: 'Попередній документ ще друкується.',
  webPdf: 'PDF відкрито в новій вкладці: друкуйте з неї.',
  popupBlocked: 'Браузер не відкрив вкладку з PDF: дозвольте спливні вікна для цього сайту.',
} as const
