// "Preview": what a job's copy looks like on paper, in a dialog named "Preview of <document>". It asks the
// main process for the copy's decoded bytes (printing.preview) each time it opens.
import { useEffect } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
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
  const t = useMessages();
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
      title={t('printing.preview.title', { document: documentName })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('printing.preview.close')}</Button>}
    >
      {current?.status === 'failed' && current.error ? (
        <ErrorState
          title={t('printing.preview.failed')}
          message={current.error.message}
          whatToDo={errorWhatToDo(current.error)}
          code={current.error.code}
          values={current.error.values}
          onRetry={() => void api.getState().loadPrintPreview(jobId)}
        />
      ) : current?.preview ? (
        <DocumentPreview preview={current.preview} />
      ) : (
        <LoadingBlock label={t('printing.preview.loading')} />
      )}
    </Dialog>
  );
}
