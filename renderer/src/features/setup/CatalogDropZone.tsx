// Where the catalog's files are dropped or chosen: JSON files (several) or one zip.
import { useId, useRef, useState } from 'react';
import type { ArchiveUploadKind } from '../../../../shared/bridge/views/setup';
import { Button, Icon } from '../../ui';
import { useMessages } from '../../i18n/I18nProvider';

export function CatalogDropZone({
  kind,
  onChoose,
}: {
  kind: ArchiveUploadKind;
  onChoose: (files: File[]) => void;
}) {
  const t = useMessages();
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const zip = kind === 'zip';
  return (
    <div
      className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onChoose([...event.dataTransfer.files]);
      }}
    >
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        className="visually-hidden"
        aria-label={zip ? t('setup.dropZone.zip.label') : t('setup.dropZone.files.label')}
        multiple={kind === 'data_files'}
        accept={zip ? '.zip,application/zip' : '.json,application/json'}
        onChange={(event) => {
          onChoose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Icon name="inbox" size={26} />
      <div className="drop-zone__text">
        <strong>{zip ? t('setup.dropZone.zip.drop') : t('setup.dropZone.files.drop')}</strong>
        <span className="setup-muted">
          {zip ? t('setup.dropZone.zip.about') : t('setup.dropZone.files.about')}
        </span>
      </div>
      <Button onClick={() => fileInput.current?.click()}>
        {zip ? t('setup.dropZone.zip.choose') : t('setup.dropZone.files.choose')}
      </Button>
    </div>
  );
}
