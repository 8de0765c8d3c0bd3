// The new import's later steps: how the platform gets the archive (from this workstation or through S3),
// what to import under which name, and the start with what it will do or why it did not start.
import type { BridgeError } from '../../../../shared/bridge';
import { IMPORT_ENTITIES, type ImportEntity } from '../../../../shared/contract/import-job';
import { useSetupFieldError } from './use-setup-field-error';
import { errorMessage, Banner, Button, TextField } from '../../ui';
import { ChoiceCards } from './SetupControls';
import { ENTITY_LABELS } from './setup-labels';
import type { DeliveryKind } from './use-archive-delivery';
import { useIntlShape, useMessages, useRichMessages } from '../../i18n/I18nProvider';

/** Addresses as the admin types them (not words: the same in every language). */
const BUCKET_EXAMPLE = 's3://catalog-drop/imports/';
const ENDPOINT_EXAMPLE = 'https://s3.example.com:9000';

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
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const rich = useRichMessages();
  return (
    <>
      <ChoiceCards<DeliveryKind>
        legend={t('setup.delivery.legend')}
        name="archive-delivery"
        value={delivery}
        onChange={onDelivery}
        columns={2}
        options={[
          {
            value: 'workstation',
            title: t('setup.delivery.workstation'),
            description: embedded
              ? t('setup.delivery.workstation.about')
              : t('setup.delivery.workstation.unavailable'),
            disabled: !embedded,
          },
          {
            value: 's3',
            title: t('setup.delivery.s3'),
            description: t('setup.delivery.s3.about'),
          },
        ]}
      />
      {setupFieldError(startError, 'delivery.via') ? (
        <Banner tone="warning" title={t('setup.delivery.chooseAnother')}>
          {startError ? errorMessage(startError) : null}
        </Banner>
      ) : null}
      {delivery === 's3' ? (
        <div className="form-grid form-grid--2">
          <TextField
            label={t('setup.delivery.bucket')}
            value={bucketUri}
            placeholder={BUCKET_EXAMPLE}
            hint={t('setup.delivery.bucket.hint')}
            error={setupFieldError(startError, 'delivery.bucketUri')}
            onValueChange={onBucketUri}
          />
          <TextField
            label={t('setup.delivery.endpoint')}
            value={endpoint}
            placeholder={ENDPOINT_EXAMPLE}
            hint={t('setup.delivery.endpoint.hint')}
            error={setupFieldError(startError, 'delivery.endpoint')}
            onValueChange={onEndpoint}
          />
        </div>
      ) : null}
      {!embedded ? (
        <p className="setup-muted">{rich('setup.delivery.orUrl', { em: (chunks) => <em>{chunks}</em> })}</p>
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
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const entitiesError = setupFieldError(startError, 'entities');
  return (
    <fieldset className="entity-choice">
      <legend className="choice-cards__legend">{t('setup.entities.legend', { step })}</legend>
      <TextField
        label={t('setup.entities.name')}
        value={name}
        error={setupFieldError(startError, 'name')}
        onValueChange={onName}
      />
      <div className="entity-choice__boxes" role="group" aria-label={t('setup.entities.what')}>
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
              {t(ENTITY_LABELS[entity])}
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
  const t = useMessages();
  const intl = useIntlShape();
  // A refusal without field reasons, or one naming an entity, is said above the button.
  const refused =
    startError &&
    (!startError.details?.length || startError.details.some((detail) => detail.path.startsWith('entities.')));
  return (
    <>
      {refused ? (
        <Banner tone="danger" title={t('setup.start.refused')}>
          {errorMessage(startError)}
        </Banner>
      ) : null}
      <div className="new-import__actions">
        <span className="setup-muted">
          {entities.length === 0
            ? t('setup.start.chooseWhat')
            : t(shop ? 'setup.start.into' : 'setup.start.intoNamedShop', {
                what: new Intl.ListFormat(intl.locale, { type: 'unit' }).format(
                  entities.map((entity) => t(ENTITY_LABELS[entity]).toLocaleLowerCase(intl.locale)),
                ),
                shop,
              })}
        </span>
        <Button
          variant="primary"
          icon="sync"
          size="large"
          busy={starting}
          disabled={!canStart}
          onClick={onStart}
        >
          {t('setup.start.button')}
        </Button>
      </div>
    </>
  );
}
