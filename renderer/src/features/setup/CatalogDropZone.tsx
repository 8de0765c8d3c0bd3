// Where the catalog's files are dropped or chosen: JSON files (several) or one zip.
import { useId, useRef, useState } from 'react';
import type { ArchiveUploadKind } from '../../../../shared/bridge/views/setup';
import { Button, Icon } from '../../ui';

export function CatalogDropZone({
  kind,
  onChoose,
}: {
  kind: ArchiveUploadKind;
  onChoose: (files: File[]) => void;
}) {
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
        aria-label={zip ? 'Catalog zip archive' : 'Catalog data files'}
        multiple={kind === 'data_files'}
        accept={zip ? '.zip,application/zip' : '.json,application/json'}
        onChange={(event) => {
          onChoose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Icon name="inbox" size={26} />
      <div className="drop-zone__text">
        <strong>{zip ? 'Drop the zip here' : 'Drop the JSON files here'}</strong>
        <span className="setup-muted">
          {zip
            ? 'It must hold data/products.json (and prices.json, availabilities.json as needed).'
            : 'Files are checked right away; nothing is sent to the platform until you start the import.'}
        </span>
      </div>
      <Button onClick={() => fileInput.current?.click()}>{zip ? 'Choose zip…' : 'Choose files…'}</Button>
    </div>
  );
}
