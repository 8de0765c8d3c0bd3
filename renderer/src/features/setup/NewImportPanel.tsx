// Starting a catalog import: the catalog as JSON files (zipped into data/ by the app), as a zip, or as an
// https:// or s3:// address the platform downloads itself. Chosen files are checked at once (names, macOS
// metadata, each file's head with the contract's schemas), then handed to this workstation's import area,
// which looks into them like the importer will. The admin then chooses how the platform gets the archive.
import { useSetupFieldError } from './use-setup-field-error';
import { TextField } from '../../ui';
import { ChosenFiles } from './ChosenFiles';
import { CatalogDropZone } from './CatalogDropZone';
import { ArchiveDeliveryStep, ImportEntityStep, ImportStartBar } from './NewImportSteps';
import { ChoiceCards } from './SetupControls';
import { useNewImport, type SourceKind } from './use-new-import';
import { useMessages } from '../../i18n/I18nProvider';

export function NewImportPanel() {
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const state = useNewImport();
  const { choice, upload, prepared, source, fileKind, startError } = state;
  return (
    <div className="new-import">
      <CatalogSourceChoice value={source} onChange={state.switchSource} />

      {source !== 'url' ? (
        <CatalogDropZone kind={source} onChoose={(files) => void state.choose(files)} />
      ) : (
        <TextField
          label={t('setup.newImport.url')}
          value={state.url}
          placeholder={t('setup.newImport.url.placeholder')}
          hint={t('setup.newImport.url.hint')}
          error={setupFieldError(startError, 'sourceUri')}
          onValueChange={state.setUrl}
        />
      )}

      {fileKind && choice ? (
        <ChosenFiles
          checks={choice.files}
          refusal={choice.refused}
          uploadError={upload.status === 'failed' ? upload.error : null}
          sending={state.sending}
          sent={upload.sentBytes}
          total={upload.totalBytes}
          preparedBytes={upload.status === 'done' ? (prepared?.bytes ?? null) : null}
          preparedFiles={prepared?.files ?? null}
        />
      ) : null}

      {fileKind ? (
        <ArchiveDeliveryStep
          embedded={state.embedded}
          delivery={state.delivery}
          onDelivery={state.setDelivery}
          bucketUri={state.bucketUri}
          onBucketUri={state.setBucketUri}
          endpoint={state.endpoint}
          onEndpoint={state.setEndpoint}
          startError={startError}
        />
      ) : null}

      <ImportEntityStep
        step={fileKind ? 3 : 2}
        name={state.name}
        onName={state.setName}
        available={state.available}
        unticked={state.unticked}
        onTick={state.tick}
        startError={startError}
      />

      <ImportStartBar
        entities={state.entities}
        shop={prepared?.files[0]?.shop ?? null}
        startError={startError}
        starting={state.start.status === 'pending'}
        canStart={state.canStart}
        onStart={state.startImport}
      />
    </div>
  );
}

/** Where the catalog comes from: JSON files, a zip, or a URL the platform downloads. */
function CatalogSourceChoice({ value, onChange }: { value: SourceKind; onChange(source: SourceKind): void }) {
  const t = useMessages();
  return (
    <ChoiceCards<SourceKind>
      legend={t('setup.newImport.source')}
      name="catalog-source"
      value={value}
      onChange={onChange}
      options={[
        {
          value: 'data_files',
          title: t('setup.newImport.source.files'),
          description: t('setup.newImport.source.files.about'),
        },
        {
          value: 'zip',
          title: t('setup.newImport.source.zip'),
          description: t('setup.newImport.source.zip.about'),
        },
        {
          value: 'url',
          title: t('setup.newImport.source.url'),
          description: t('setup.newImport.source.url.about'),
        },
      ]}
    />
  );
}
