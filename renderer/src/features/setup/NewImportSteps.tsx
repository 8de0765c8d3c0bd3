// The new import's later steps: how the platform gets the archive (from this workstation or through S3),
// what to import under which name, and the start with what it will do or why it did not start.
import type { BridgeError } from '../../../../shared/bridge';
import { IMPORT_ENTITIES, type ImportEntity } from '../../../../shared/contract/import-job';
import { setupFieldError } from '../../store/setup-slice';
import { Banner, Button, TextField } from '../../ui';
import { ChoiceCards } from './SetupControls';
import { ENTITY_LABELS } from './setup-labels';
import type { DeliveryKind } from './use-new-import';

export function ArchiveDeliveryStep({
  embedded,
  delivery,
  onDelivery,
  bucketUri,
  onBucketUri,
  endpoint,
  onEndpoint,
  startError,
}: {
  /** The platform is the one built into this app (it can reach this workstation). */
  embedded: boolean;
  delivery: DeliveryKind;
  onDelivery: (delivery: DeliveryKind) => void;
  bucketUri: string;
  onBucketUri: (value: string) => void;
  endpoint: string;
  onEndpoint: (value: string) => void;
  startError: BridgeError | null;
}) {
  return (
    <>
      <ChoiceCards<DeliveryKind>
        legend="2. How the platform gets it"
        name="archive-delivery"
        value={delivery}
        onChange={onDelivery}
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
            onValueChange={onBucketUri}
          />
          <TextField
            label="S3 endpoint (optional)"
            value={endpoint}
            placeholder="https://s3.example.com:9000"
            hint="Only for S3-compatible storage; leave empty for AWS."
            error={setupFieldError(startError, 'delivery.endpoint')}
            onValueChange={onEndpoint}
          />
        </div>
      ) : null}
      {!embedded ? (
        <p className="setup-muted">
          Or put the zip on an https:// address and choose <em>From a URL</em>.
        </p>
      ) : null}
    </>
  );
}

export function ImportEntityStep({
  step,
  name,
  onName,
  available,
  unticked,
  onTick,
  startError,
}: {
  /** Its number among the steps shown (a URL has no delivery step). */
  step: number;
  name: string;
  onName: (name: string) => void;
  /** What the chosen catalog holds (everything for a URL). */
  available: readonly ImportEntity[];
  unticked: ReadonlySet<ImportEntity>;
  onTick: (entity: ImportEntity, on: boolean) => void;
  startError: BridgeError | null;
}) {
  const entitiesError = setupFieldError(startError, 'entities');
  return (
    <fieldset className="entity-choice">
      <legend className="choice-cards__legend">{`${step}. Import`}</legend>
      <TextField
        label="Import name"
        value={name}
        error={setupFieldError(startError, 'name')}
        onValueChange={onName}
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
                onChange={(event) => onTick(entity, event.target.checked)}
              />
              {ENTITY_LABELS[entity]}
            </label>
          );
        })}
      </div>
      {entitiesError ? <span className="field__error">{entitiesError}</span> : null}
    </fieldset>
  );
}

export function ImportStartBar({
  entities,
  shop,
  startError,
  starting,
  canStart,
  onStart,
}: {
  entities: readonly ImportEntity[];
  /** The shop the prepared files import into (null: not known here). */
  shop: string | null;
  startError: BridgeError | null;
  starting: boolean;
  canStart: boolean;
  onStart: () => void;
}) {
  // A refusal without field reasons, or one naming an entity, is said above the button.
  const refused =
    startError &&
    (!startError.details?.length || startError.details.some((detail) => detail.path.startsWith('entities.')));
  return (
    <>
      {refused ? (
        <Banner tone="danger" title="The import did not start">
          {startError.message}
        </Banner>
      ) : null}
      <div className="new-import__actions">
        <span className="setup-muted">
          {entities.length > 0
            ? `Imports ${entities.map((entity) => ENTITY_LABELS[entity].toLowerCase()).join(', ')} into ${
                shop ? `shop ${shop}` : 'the shop named in the files'
              }.`
            : 'Choose what to import.'}
        </span>
        <Button
          variant="primary"
          icon="sync"
          size="large"
          busy={starting}
          disabled={!canStart}
          onClick={onStart}
        >
          Start import
        </Button>
      </div>
    </>
  );
}
