// The tax form's panels: prices and rounding, the components with their rates, and the category of each
// product tax class. Each edits its part of the draft and shows the platform's reasons at its fields.
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { BridgeError } from '../../../../shared/bridge';
import { IdSchema } from '../../../../shared/contract/common';
import { reasonOf } from '../../../../shared/contract/validation';
import {
  defaultPricesIncludeTax,
  TAX_CATEGORIES,
  TAX_ROUNDING_MODES,
  type TaxCategory,
  type TaxRounding,
} from '../../../../shared/tax';
import {
  useErrorText,
  Button,
  EmptyState,
  IconButton,
  Panel,
  Select,
  TextField,
  formatNumber,
  reasonCodeText,
  useLocale,
} from '../../ui';
import type { MessageId } from '../../i18n/messages/en-US';
import { ToggleField } from './SetupControls';
import {
  componentCodeFrom,
  newComponentDraft,
  totalRateOf,
  type ComponentDraft,
  type TaxClassDraft,
  type TaxDraft,
} from './tax-draft';
import { useMessages, useReadsSourceEnglish } from '../../i18n/I18nProvider';

const ROUNDING_LABELS: Record<TaxRounding, MessageId> = {
  half_up: 'setup.tax.rounding.halfUp',
  half_even: 'setup.tax.rounding.halfEven',
  down: 'setup.tax.rounding.down',
};

const CATEGORY_LABELS: Record<TaxCategory, MessageId> = {
  standard: 'setup.tax.category.standard',
  reduced: 'setup.tax.category.reduced',
  exempt: 'setup.tax.category.exempt',
};

interface TaxPanelProps {
  draft: TaxDraft;
  setDraft: Dispatch<SetStateAction<TaxDraft>>;
  change: (patch: Partial<TaxDraft>) => void;
  error: BridgeError | null;
}

export function TaxPricesPanel({ draft, change, error, country }: TaxPanelProps & { country: string }) {
  const t = useMessages();
  const { reason: fieldReason } = useErrorText();
  const countryDefault = defaultPricesIncludeTax(country);
  return (
    <Panel title={t('setup.tax.prices')}>
      <ToggleField
        label={t('setup.store.taxIncluded')}
        checked={draft.pricesIncludeTax}
        onChange={(pricesIncludeTax) => change({ pricesIncludeTax })}
        error={fieldReason(error, 'prices_include_tax')}
        description={
          <>
            {draft.pricesIncludeTax ? t('setup.tax.included.about') : t('setup.tax.added.about')}{' '}
            {t(countryDefault ? 'setup.tax.usual.included' : 'setup.tax.usual.added', { country })}
          </>
        }
      />
      <Select
        label={t('setup.tax.rounding')}
        value={draft.rounding}
        options={TAX_ROUNDING_MODES.map((mode) => ({ value: mode, label: t(ROUNDING_LABELS[mode]) }))}
        onValueChange={(value) => change({ rounding: value as TaxRounding })}
        error={fieldReason(error, 'rounding')}
        hint={t('setup.tax.rounding.hint')}
      />
    </Panel>
  );
}

export function TaxComponentsPanel({ draft, setDraft, change, error }: TaxPanelProps) {
  const t = useMessages();
  const { reason: fieldReason } = useErrorText();
  const changeComponent = (key: number, patch: Partial<ComponentDraft>) =>
    setDraft((current) => ({
      ...current,
      components: current.components.map((component) => {
        if (component.key !== key) return component;
        const next = { ...component, ...patch };
        // A new component's code follows its name until the administrator types one.
        if (patch.label !== undefined && !component.codeTyped)
          next.componentId = componentCodeFrom(patch.label);
        return next;
      }),
    }));
  return (
    <Panel title={t('setup.tax.components')}>
      <p className="setup-muted">{t('setup.tax.components.about')}</p>
      {draft.components.length === 0 ? (
        <EmptyState
          icon="tag"
          title={t('setup.tax.components.empty')}
          message={t('setup.tax.components.empty.message')}
        />
      ) : (
        <ol className="tax-components" aria-label={t('setup.tax.components')}>
          {draft.components.map((component, index) => (
            <TaxComponentItem
              key={component.key}
              component={component}
              index={index}
              error={error}
              onChange={(patch) => changeComponent(component.key, patch)}
              onRemove={() =>
                change({ components: draft.components.filter((entry) => entry.key !== component.key) })
              }
            />
          ))}
        </ol>
      )}
      {fieldReason(error, 'components') ? (
        <p className="field__error" role="alert">
          {t('setup.tax.components.reason', { reason: fieldReason(error, 'components') })}
        </p>
      ) : null}
      <div>
        <Button
          icon="plus"
          disabled={draft.components.length >= 10}
          onClick={() => change({ components: [...draft.components, newComponentDraft()] })}
        >
          {t('setup.tax.components.add')}
        </Button>
      </div>
    </Panel>
  );
}

function TaxComponentItem({
  component,
  index,
  error,
  onChange,
  onRemove,
}: {
  component: ComponentDraft;
  index: number;
  error: BridgeError | null;
  onChange: (patch: Partial<ComponentDraft>) => void;
  onRemove: () => void;
}) {
  const t = useMessages();
  const { reason: fieldReason } = useErrorText();
  const name = component.label.trim() || t('setup.tax.component.unnamed', { number: index + 1 });
  const reason = (field: string, fieldLabel: MessageId) => {
    const found = fieldReason(error, `components.${index}.${field}`);
    return found ? t('setup.tax.component.reason', { field: t(fieldLabel), reason: found }) : undefined;
  };
  return (
    <li className="tax-component" aria-label={name}>
      <TextField
        label={t('setup.tax.component.name')}
        value={component.label}
        onValueChange={(label) => onChange({ label })}
        error={reason('label', 'setup.tax.component.nameField')}
      />
      <TextField
        label={t('setup.tax.component.code')}
        value={component.componentId}
        onValueChange={(componentId) => onChange({ componentId, codeTyped: true })}
        error={reason('component_id', 'setup.tax.component.code')}
        hint={t('setup.tax.component.code.hint')}
      />
      <TextField
        label={t('setup.tax.component.standard')}
        value={component.standard}
        inputMode="decimal"
        onValueChange={(standard) => onChange({ standard })}
        error={reason('rates.standard', 'setup.tax.category.standard')}
      />
      <TextField
        label={t('setup.tax.component.reduced')}
        value={component.reduced}
        inputMode="decimal"
        onValueChange={(reduced) => onChange({ reduced })}
        error={reason('rates.reduced', 'setup.tax.category.reduced')}
        hint={t('setup.tax.component.reduced.hint')}
      />
      <IconButton icon="trash" label={t('setup.tax.component.remove', { name })} onClick={onRemove} />
    </li>
  );
}

export function TaxClassesPanel({
  draft,
  change,
  error,
  storeLabel,
  productsWithoutClass,
}: TaxPanelProps & { storeLabel: string; productsWithoutClass: number }) {
  const t = useMessages();
  const { reason: fieldReason } = useErrorText();
  const setCategory = (taxClassId: string, category: TaxCategory) =>
    change({
      classes: draft.classes.map((other) =>
        other.taxClassId === taxClassId ? { ...other, category } : other,
      ),
    });
  return (
    <Panel title={t('setup.tax.classes')}>
      <p className="setup-muted">
        {t('setup.tax.classes.about')}
        {productsWithoutClass > 0
          ? ` ${t('setup.tax.classes.withoutClass', { count: productsWithoutClass })}`
          : null}
      </p>
      <table className="tax-classes">
        <caption className="visually-hidden">{t('setup.tax.classes.caption', { store: storeLabel })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('setup.tax.classes.class')}</th>
            <th scope="col">{t('setup.entity.products')}</th>
            <th scope="col">{t('setup.tax.classes.category')}</th>
            <th scope="col">{t('setup.tax.classes.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.classes.map((entry) => (
            <TaxClassRow
              key={entry.taxClassId}
              entry={entry}
              rate={totalRateOf(draft, entry.category)}
              error={fieldReason(error, `tax_classes.${entry.taxClassId}`)}
              onCategory={(category) => setCategory(entry.taxClassId, category)}
            />
          ))}
        </tbody>
      </table>
      <AddTaxClassForm
        known={draft.classes}
        onAdd={(taxClassId) =>
          change({
            classes: [
              ...draft.classes,
              { taxClassId, category: 'standard' as const, productCount: null },
            ].sort((a, b) => a.taxClassId.localeCompare(b.taxClassId)),
          })
        }
      />
    </Panel>
  );
}

function TaxClassRow({
  entry,
  rate,
  error,
  onCategory,
}: {
  entry: TaxClassDraft;
  /** What the class pays in all ("8.875"); null while a rate typed above is not a rate. */
  rate: string | null;
  error: string | undefined;
  onCategory: (category: TaxCategory) => void;
}) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <tr>
      <th scope="row">{entry.taxClassId}</th>
      <td>
        {entry.productCount === null
          ? t('setup.tax.classes.notInCatalog')
          : formatNumber(entry.productCount, locale)}
      </td>
      <td>
        <Select
          label={t('setup.tax.classes.categoryOf', { taxClass: entry.taxClassId })}
          value={entry.category}
          options={TAX_CATEGORIES.map((category) => ({
            value: category,
            label: t(CATEGORY_LABELS[category]),
          }))}
          onValueChange={(value) => onCategory(value as TaxCategory)}
          error={error}
        />
      </td>
      <td className="tax-classes__rate">
        {rate === null
          ? t('setup.tax.classes.checkRates')
          : rate === '0'
            ? t('setup.tax.classes.noTax')
            : t('setup.tax.classes.ratePercent', { rate })}
      </td>
    </tr>
  );
}

function AddTaxClassForm({
  known,
  onAdd,
}: {
  known: readonly TaxClassDraft[];
  onAdd: (taxClassId: string) => void;
}) {
  const t = useMessages();
  const sourceEnglish = useReadsSourceEnglish();
  const [newClass, setNewClass] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function addClass() {
    const taxClassId = newClass.trim();
    const checked = IdSchema.safeParse(taxClassId);
    if (!checked.success) {
      // The id rule's own English in US English; its reason code (or "is not valid") in other languages.
      const issue = checked.error.issues[0];
      const reason = sourceEnglish ? issue?.message : issue && reasonCodeText(reasonOf(issue), t);
      setProblem(t('setup.tax.classes.invalid', { reason: reason ?? t('setup.tax.classes.notValid') }));
      return;
    }
    if (known.some((entry) => entry.taxClassId === taxClassId)) {
      setProblem(t('setup.tax.classes.duplicate', { taxClass: taxClassId }));
      return;
    }
    setProblem(null);
    setNewClass('');
    onAdd(taxClassId);
  }

  return (
    <form
      className="tax-classes__add"
      onSubmit={(event) => {
        event.preventDefault();
        addClass();
      }}
    >
      <TextField
        label={t('setup.tax.classes.another')}
        value={newClass}
        onValueChange={setNewClass}
        error={problem}
        hint={t('setup.tax.classes.another.hint')}
      />
      <Button type="submit" icon="plus">
        {t('setup.tax.classes.add')}
      </Button>
    </form>
  );
}
