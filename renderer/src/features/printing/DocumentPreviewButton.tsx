// The "Preview" button of a printed copy, with the preview dialog it opens.
import { useState } from 'react';
import { Button } from '../../ui';
import { DocumentPreviewDialog } from './DocumentPreviewDialog';

export function DocumentPreviewButton({ jobId, documentName }: { jobId: string; documentName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" aria-label={`Preview ${documentName}`} onClick={() => setOpen(true)}>
        Preview
      </Button>
      {open ? (
        <DocumentPreviewDialog jobId={jobId} documentName={documentName} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
