// The "Preview" button of a printed copy, with the preview dialog it opens.
import { useState } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
import { Button } from '../../ui';
import { DocumentPreviewDialog } from './DocumentPreviewDialog';

export function DocumentPreviewButton({ jobId, documentName }: { jobId: string; documentName: string }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-label={t('printing.preview.buttonName', { document: documentName })}
        onClick={() => setOpen(true)}
      >
        {t('printing.preview.button')}
      </Button>
      {open ? (
        <DocumentPreviewDialog jobId={jobId} documentName={documentName} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
