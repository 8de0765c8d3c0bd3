// "Preview": what a job's copy looks like on paper, in a dialog named "Preview of <document>". It asks the
// main process for the copy's decoded bytes (printing.preview) each time it opens.
import { useEffect } from 'react';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, Dialog, ErrorState, LoadingBlock, errorWhatToDo } from '../../ui';
import { DocumentPreview } from './DocumentPreview';

export function DocumentPreviewDialog({
  jobId,
  documentName,
  onClose,
}: {
  jobId: string;
  /** E.g. "Invoice, copy 1 of 2": the dialog is "Preview of Invoice, copy 1 of 2". */
  documentName: string;
  onClose: () => void;
}) {
  const api = usePosStoreApi();
  const preview = usePosStore((state) => state.printPreview);
  useEffect(() => {
    void api.getState().loadPrintPreview(jobId);
    return () => api.getState().closePrintPreview();
  }, [api, jobId]);
  const current = preview.jobId === jobId ? preview : null;

  return (
    <Dialog
      open
      wide
      title={`Preview of ${documentName}`}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {current?.status === 'failed' && current.error ? (
        <ErrorState
          title="The preview could not be shown"
          message={current.error.message}
          whatToDo={errorWhatToDo(current.error)}
          code={current.error.code}
          onRetry={() => void api.getState().loadPrintPreview(jobId)}
        />
      ) : current?.preview ? (
        <DocumentPreview preview={current.preview} />
      ) : (
        <LoadingBlock label="Preparing the preview…" />
      )}
    </Dialog>
  );
}
