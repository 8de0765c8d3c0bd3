// Starting a catalog import: the catalog as JSON files (zipped into data/ by the app), as a zip, or as an
// https:// or s3:// address the platform downloads itself. Chosen files are checked at once (names, macOS
// metadata, each file's head with the contract's schemas), then handed to this workstation's import area,
// which looks into them like the importer will. The admin then chooses how the platform gets the archive.
import { useId, useRef, useState, type DragEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BridgeError } from '../../../../shared/bridge';
import type { ArchiveUploadKind, DataFileSummaryView } from '../../../../shared/bridge/views/setup';
import { IMPORT_ENTITIES, type ImportEntity } from '../../../../shared/contract/import-job';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { setupFieldError, type ChosenFileCheck } from '../../store/setup-slice';
import {
  Banner,
  Button,
  Icon,
  StatusBadge,
  TextField,
  formatDate,
  formatNumber,
  useLocale,
  useStoreTimeZone,
} from '../../ui';
import { ChoiceCards } from './SetupControls';
import { ENTITY_LABELS, formatBytes } from './setup-labels';

type SourceKind = ArchiveUploadKind | 'url';
type DeliveryKind = 'workstation' | 's3';

export function NewImportPanel() {
  const api = usePosStoreApi();
  const locale = useLocale();
  const { choice, upload, prepared, start, platform } = usePosStore(
    useShallow((state) => ({
      choice: state.catalogChoice,
      upload: state.archiveUpload,
      prepared: state.preparedArchive,
      start: state.importStart,
      platform: state.session?.platform ?? null,
    })),
  );
  const embedded = platform?.mode === 'embedded';
  const [source, setSource] = useState<SourceKind>('data_files');
  const [delivery, setDelivery] = useState<DeliveryKind>(embedded ? 'workstation' : 's3');
  const [bucketUri, setBucketUri] = useState('');
  const [endpoint, setEndpoint] = useState('');
  const [url, setUrl] = useState('');
  const timeZone = useStoreTimeZone();
  const [name, setName] = useState(() => `Catalog ${formatDate(new Date(), locale, 'date', timeZone)}`);
  const [unticked, setUnticked] = useState<ReadonlySet<ImportEntity>>(new Set());
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const startError = start.status === 'failed' ? start.error : null;
  const uploadError = upload.status === 'failed' ? upload.error : null;
  const fileKind = source !== 'url';
  const available: readonly ImportEntity[] =
    source === 'url'
      ? IMPORT_ENTITIES
      : (prepared?.entities ??
        (choice?.files.flatMap((file) => (file.entity ? [file.entity] : [])) as ImportEntity[] | undefined) ??
        []);
  const entities = available.filter((entity) => !unticked.has(entity));
  const choiceBlocked =
    !choice || choice.refusal !== null || choice.files.some((file) => file.state === 'problems');
  const sending = upload.status === 'pending';
  const canStart =
    entities.length > 0 &&
    start.status !== 'pending' &&
    (source === 'url' ? url.trim() !== '' : !choiceBlocked && !sending && upload.status !== 'failed');

  async function choose(files: File[]) {
    if (source === 'url' || files.length === 0) return;
    setUnticked(new Set());
    const checked = await api.getState().chooseCatalogFiles(source, files);
    // Valid choices go to the import area at once, so a zip's contents are known before the import starts.
    if (!checked.refusal && !checked.files.some((file) => file.state === 'problems')) {
      await api.getState().uploadCatalog();
    }
  }

  function switchSource(next: SourceKind) {
    setSource(next);
    setUnticked(new Set());
    void api.getState().clearCatalogChoice();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void choose([...event.dataTransfer.files]);
  }

  function startImport() {
    const state = api.getState();
    if (source === 'url') {
      void state.importFromUrl({ name, sourceUri: url.trim(), entities });
      return;
    }
    void state.importPreparedArchive({
      name,
      entities,
      delivery:
        delivery === 'workstation'
          ? { via: 'workstation' }
          : {
              via: 's3',
              bucketUri: bucketUri.trim(),
              ...(endpoint.trim() ? { endpoint: endpoint.trim() } : {}),
            },
    });
  }

  return (
    <div className="new-import">
      <ChoiceCards<SourceKind>
        legend="1. The catalog"
        name="catalog-source"
        value={source}
        onChange={switchSource}
        options={[
          {
            value: 'data_files',
            title: 'JSON files',
            description: 'products, prices and stock files, zipped for you',
          },
          { value: 'zip', title: 'Zip archive', description: 'with a data folder at its root' },
          {
            value: 'url',
            title: 'From a URL',
            description: 'An https:// or s3:// address the platform reads',
          },
        ]}
      />

      {fileKind ? (
        <div
          className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            className="visually-hidden"
            aria-label={source === 'zip' ? 'Catalog zip archive' : 'Catalog data files'}
            multiple={source === 'data_files'}
            accept={source === 'zip' ? '.zip,application/zip' : '.json,application/json'}
            onChange={(event) => {
              void choose([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <Icon name="inbox" size={26} />
          <div className="drop-zone__text">
            <strong>{source === 'zip' ? 'Drop the zip here' : 'Drop the JSON files here'}</strong>
            <span className="setup-muted">
              {source === 'zip'
                ? 'It must hold data/products.json (and prices.json, availabilities.json as needed).'
                : 'Files are checked right away; nothing is sent to the platform until you start the import.'}
            </span>
          </div>
          <Button onClick={() => fileInput.current?.click()}>
            {source === 'zip' ? 'Choose zip…' : 'Choose files…'}
          </Button>
        </div>
      ) : (
        <TextField
          label="Archive URL"
          value={url}
          placeholder="https://files.example.com/catalog.zip or s3://bucket/key.zip"
          hint="The platform downloads the zip itself: https:// with a trusted certificate, or s3://bucket/key."
          error={setupFieldError(startError, 'sourceUri')}
          onValueChange={setUrl}
        />
      )}

      {fileKind && choice ? (
        <ChosenFiles
          checks={choice.files}
          refusal={choice.refusal}
          uploadError={uploadError}
          sending={sending}
          sent={upload.sentBytes}
          total={upload.totalBytes}
          preparedBytes={upload.status === 'done' ? (prepared?.bytes ?? null) : null}
          preparedFiles={prepared?.files ?? null}
        />
      ) : null}

      {fileKind ? (
        <>
          <ChoiceCards<DeliveryKind>
            legend="2. How the platform gets it"
            name="archive-delivery"
            value={delivery}
            onChange={setDelivery}
            columns={2}
            options={[
              {
                value: 'workstation',
                title: 'From this workstation',
                description: embedded
                  ? 'The built-in platform downloads it once over HTTPS from 127.0.0.1, with a certificate made for this session.'
                  : 'Only for the platform built into this app: yours is elsewhere and cannot reach this computer.',
                disabled: !embedded,
              },
              {
                value: 's3',
                title: 'Through an S3 bucket',
                description:
                  'Uploaded with this computer’s AWS credentials; the platform must be able to read the bucket.',
              },
            ]}
          />
          {setupFieldError(startError, 'delivery.via') ? (
            <Banner tone="warning" title="Choose another way">
              {startError?.message}
            </Banner>
          ) : null}
          {delivery === 's3' ? (
            <div className="form-grid form-grid--2">
              <TextField
                label="Bucket"
                value={bucketUri}
                placeholder="s3://catalog-drop/imports/"
                hint="s3://bucket or s3://bucket/prefix"
                error={setupFieldError(startError, 'delivery.bucketUri')}
                onValueChange={setBucketUri}
              />
              <TextField
                label="S3 endpoint (optional)"
                value={endpoint}
                placeholder="https://s3.example.com:9000"
                hint="Only for S3-compatible storage; leave empty for AWS."
                error={setupFieldError(startError, 'delivery.endpoint')}
                onValueChange={setEndpoint}
              />
            </div>
          ) : null}
          {!embedded ? (
            <p className="setup-muted">
              Or put the zip on an https:// address and choose <em>From a URL</em>.
            </p>
          ) : null}
        </>
      ) : null}

      <fieldset className="entity-choice">
        <legend className="choice-cards__legend">{fileKind ? '3. Import' : '2. Import'}</legend>
        <TextField
          label="Import name"
          value={name}
          error={setupFieldError(startError, 'name')}
          onValueChange={setName}
        />
        <div className="entity-choice__boxes" role="group" aria-label="What to import">
          {IMPORT_ENTITIES.map((entity) => {
            const present = available.includes(entity);
            return (
              <label key={entity} className={`check-chip${present ? '' : ' check-chip--disabled'}`}>
                <input
                  type="checkbox"
                  checked={present && !unticked.has(entity)}
                  disabled={!present}
                  onChange={(event) =>
                    setUnticked((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.delete(entity);
                      else next.add(entity);
                      return next;
                    })
                  }
                />
                {ENTITY_LABELS[entity]}
              </label>
            );
          })}
        </div>
        {setupFieldError(startError, 'entities') ? (
          <span className="field__error">{setupFieldError(startError, 'entities')}</span>
        ) : null}
      </fieldset>

      {startError && !startError.details?.length ? (
        <Banner tone="danger" title="The import did not start">
          {startError.message}
        </Banner>
      ) : null}
      {startError?.details?.some((detail) => detail.path.startsWith('entities.')) ? (
        <Banner tone="danger" title="The import did not start">
          {startError.message}
        </Banner>
      ) : null}

      <div className="new-import__actions">
        <span className="setup-muted">
          {entities.length > 0
            ? `Imports ${entities.map((entity) => ENTITY_LABELS[entity].toLowerCase()).join(', ')} into ${
                prepared?.files[0]?.shop ? `shop ${prepared.files[0].shop}` : 'the shop named in the files'
              }.`
            : 'Choose what to import.'}
        </span>
        <Button
          variant="primary"
          icon="sync"
          size="large"
          busy={start.status === 'pending'}
          disabled={!canStart}
          onClick={startImport}
        >
          Start import
        </Button>
      </div>
    </div>
  );
}

function ChosenFiles({
  checks,
  refusal,
  uploadError,
  sending,
  sent,
  total,
  preparedBytes,
  preparedFiles,
}: {
  checks: readonly ChosenFileCheck[];
  refusal: string | null;
  uploadError: BridgeError | null;
  sending: boolean;
  sent: number;
  total: number;
  preparedBytes: number | null;
  preparedFiles: readonly DataFileSummaryView[] | null;
}) {
  const locale = useLocale();
  // Problems the workstation found in the files (a zip's entries, heads inside it), by file.
  const detailsFor = (check: ChosenFileCheck, index: number) =>
    (uploadError?.details ?? []).filter(
      (detail) =>
        (check.entity && detail.path.startsWith(`files.${check.entity}`)) ||
        detail.path === 'files.archive' ||
        detail.path.startsWith(`files.${index}.`),
    );
  const unplaced =
    uploadError && checks.every((check, index) => detailsFor(check, index).length === 0) ? uploadError : null;
  const percent = total > 0 ? Math.round((sent / total) * 100) : 0;

  return (
    <div className="chosen-files">
      {refusal ? (
        <Banner tone="danger" title="These files cannot be imported">
          {refusal}
        </Banner>
      ) : null}
      <ul className="chosen-files__list" aria-label="Chosen files">
        {checks.map((check, index) => {
          const found = detailsFor(check, index);
          const summary =
            check.summary ?? preparedFiles?.find((file) => file.entity === check.entity) ?? null;
          const problems = [
            ...check.problems.map((problem) =>
              problem.path ? `${problem.path}: ${problem.message}` : problem.message,
            ),
            ...found.map((detail) => detail.message),
          ];
          const state =
            problems.length > 0 ? 'problems' : summary || preparedBytes !== null ? 'ok' : 'pending';
          return (
            <li key={check.name} className={`chosen-file chosen-file--${state}`} aria-label={check.name}>
              <span className="chosen-file__icon" aria-hidden="true">
                <Icon name={state === 'problems' ? 'alert' : state === 'ok' ? 'check' : 'inbox'} size={20} />
              </span>
              <div className="chosen-file__body">
                <div className="chosen-file__name">
                  <strong>{check.name}</strong>
                  <span className="setup-muted">{formatBytes(check.bytes, locale)}</span>
                  {state === 'problems' ? (
                    <StatusBadge tone="danger">Fix this file</StatusBadge>
                  ) : state === 'ok' ? (
                    <StatusBadge tone="success">Ready</StatusBadge>
                  ) : (
                    <StatusBadge tone="info">Checking…</StatusBadge>
                  )}
                </div>
                {summary ? (
                  <div className="chosen-file__summary">{describeSummary(summary, locale)}</div>
                ) : null}
                {problems.length > 0 ? (
                  <ul className="chosen-file__problems">
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {sending ? (
        <div className="upload-progress" role="status">
          <span>Checking the files on this workstation… {percent}%</span>
          <progress max={100} value={percent} aria-label="Files checked" />
        </div>
      ) : null}
      {preparedBytes !== null ? (
        <p className="setup-muted" role="status">
          Archive ready: {formatBytes(preparedBytes, locale)}, nothing sent to the platform yet.
        </p>
      ) : null}
      {unplaced ? (
        <Banner tone="danger" title="These files cannot be imported">
          {unplaced.message}
        </Banner>
      ) : null}
    </div>
  );
}

function describeSummary(summary: DataFileSummaryView, locale: string): string {
  const count = (value: number) => formatNumber(value, locale);
  switch (summary.entity) {
    case 'products':
      return `${count(summary.records)} ${summary.records === 1 ? 'product' : 'products'} · shop ${summary.shop} · ${summary.locale}`;
    case 'prices':
      return summary.books
        .map(
          (book) =>
            `${book.pricebook} (${book.currency}): ${count(book.records)} ${book.records === 1 ? 'price' : 'prices'}`,
        )
        .join(' · ')
        .concat(` · shop ${summary.shop}`);
    case 'availabilities':
      return `${count(summary.records)} stock levels · shop ${summary.shop}`;
  }
}
