// Printed documents on screen: the receipt-paper preview of a print job's copy.
export { DocumentPreview } from './DocumentPreview';
export { DocumentPreviewButton } from './DocumentPreviewButton';
export { DocumentPreviewDialog } from './DocumentPreviewDialog';
export {
  connectionReasonText,
  notAttachedText,
  printerConditionText,
  printerNoteText,
  printerProblemText,
} from './printer-problem-text';
