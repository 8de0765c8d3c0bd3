// The tax form's panels: prices and rounding, the components with their rates, and the category of each
// product tax class. Each edits its part of the draft and shows the platform's reasons at its fields.
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { BridgeError } from '../../../../shared/bridge';
import { IdSchema } from '../../../../shared/contract/common';
import {
  defaultPricesIncludeTax,
  TAX_CATEGORIES,
  TAX_ROUNDING_MODES,
  type TaxCategory,
  type TaxRounding,
} from '../../../../shared/tax';
import { Button, EmptyState, IconButton, Panel, Select, TextField } from '../../ui';
import { ToggleField } from './SetupControls';
import {
  componentCodeFrom,
  newComponentDraft,
  totalRateOf,
  type ComponentDraft,
  type TaxClassDraft,
  type TaxDraft,
} from './tax-draft';

const ROUNDING_LABELS: Record<TaxRounding, string> = {
  half_up: 'Half up (0.5 cent goes up) — US, Canada, EU',
  half_even: 'Half to even (banker’s rounding)',
  down: 'Down (fractions dropped) — usual in Japan',
};

const CATEGORY_LABELS: Record<TaxCategory, string> = {
  standard: 'Standard rate',
  reduced: 'Reduced rate',
  exempt: 'Exempt (no tax)',
};

interface TaxPanelProps {
  draft: TaxDraft;
  setDraft: Dispatch<SetStateAction<TaxDraft>>;
  change: (patch: Partial<TaxDraft>) => void;
  error: BridgeError | null;
}

export function TaxPricesPanel({ draft, change, error, country }: TaxPanelProps & { country: string }) {
  const countryDefault = defaultPricesIncludeTax(country);
  return (
    <Panel title="Prices and rounding">
      <ToggleField
        label="Prices include tax"
        checked={draft.pricesIncludeTax}
        onChange={(pricesIncludeTax) => change({ pricesIncludeTax })}
        error={error?.reasonFor('prices_include_tax')}
        description={
          <>
            {draft.pricesIncludeTax
              ? 'The shelf price is what the customer pays; receipts show the tax it contains.'
              : 'Tax is added to the shelf price at the counter, on its own lines.'}{' '}
            Usual in {country}: {countryDefault ? 'prices include tax' : 'tax added at the counter'}.
          </>
        }
      />
      <Select
        label="Tax rounding"
        value={draft.rounding}
        options={TAX_ROUNDING_MODES.map((mode) => ({ value: mode, label: ROUNDING_LABELS[mode] }))}
        onValueChange={(value) => change({ rounding: value as TaxRounding })}
        error={error?.reasonFor('rounding')}
        hint="Each tax line is rounded once, on the sale’s total — never item by item."
      />
    </Panel>
  );
}

export function TaxComponentsPanel({ draft, setDraft, change, error }: TaxPanelProps) {
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
    <Panel title="Tax components">
      <p className="setup-muted">
        One line per tax the store charges (a state, county or city tax; GST, QST or HST; VAT), printed on
        receipts by its name. Rates are percentages such as 8.875. A reduced rate, when the component has one,
        applies to the classes marked reduced below.
      </p>
      {draft.components.length === 0 ? (
        <EmptyState
          icon="tag"
          title="No tax is charged"
          message="Add the taxes this store charges, such as the state and city sales tax."
        />
      ) : (
        <ol className="tax-components" aria-label="Tax components">
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
      {error?.reasonFor('components') ? (
        <p className="field__error" role="alert">
          Components {error.reasonFor('components')}
        </p>
      ) : null}
      <div>
        <Button
          icon="plus"
          disabled={draft.components.length >= 10}
          onClick={() => change({ components: [...draft.components, newComponentDraft()] })}
        >
          Add a component
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
  const name = component.label.trim() || `Component ${index + 1}`;
  const reason = (field: string, fieldLabel: string) => {
    const found = error?.reasonFor(`components.${index}.${field}`);
    return found ? `${fieldLabel} ${found}` : undefined;
  };
  return (
    <li className="tax-component" aria-label={name}>
      <TextField
        label="Name on receipts"
        value={component.label}
        onValueChange={(label) => onChange({ label })}
        error={reason('label', 'Name')}
      />
      <TextField
        label="Code"
        value={component.componentId}
        onValueChange={(componentId) => onChange({ componentId, codeTyped: true })}
        error={reason('component_id', 'Code')}
        hint="Kept on orders"
      />
      <TextField
        label="Standard rate (%)"
        value={component.standard}
        inputMode="decimal"
        onValueChange={(standard) => onChange({ standard })}
        error={reason('rates.standard', 'Standard rate')}
      />
      <TextField
        label="Reduced rate (%)"
        value={component.reduced}
        inputMode="decimal"
        onValueChange={(reduced) => onChange({ reduced })}
        error={reason('rates.reduced', 'Reduced rate')}
        hint="Empty: the standard rate"
      />
      <IconButton icon="trash" label={`Remove ${name}`} onClick={onRemove} />
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
  const setCategory = (taxClassId: string, category: TaxCategory) =>
    change({
      classes: draft.classes.map((other) =>
        other.taxClassId === taxClassId ? { ...other, category } : other,
      ),
    });
  return (
    <Panel title="Product tax classes">
      <p className="setup-muted">
        Products carry a tax class from the catalog import. Exempt items carry no tax from any component; a
        class not listed pays the standard rate.
        {productsWithoutClass > 0
          ? ` ${productsWithoutClass} products name no class and pay the standard rate.`
          : ''}
      </p>
      <table className="tax-classes">
        <caption className="visually-hidden">Tax classes of {storeLabel}</caption>
        <thead>
          <tr>
            <th scope="col">Tax class</th>
            <th scope="col">Products</th>
            <th scope="col">Category</th>
            <th scope="col">Rate charged</th>
          </tr>
        </thead>
        <tbody>
          {draft.classes.map((entry) => (
            <TaxClassRow
              key={entry.taxClassId}
              entry={entry}
              rate={totalRateOf(draft, entry.category)}
              error={error?.reasonFor(`tax_classes.${entry.taxClassId}`)}
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
  return (
    <tr>
      <th scope="row">{entry.taxClassId}</th>
      <td>{entry.productCount === null ? 'Not in the catalog yet' : entry.productCount}</td>
      <td>
        <Select
          label={`Category of ${entry.taxClassId}`}
          value={entry.category}
          options={TAX_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
          onValueChange={(value) => onCategory(value as TaxCategory)}
          error={error}
        />
      </td>
      <td className="tax-classes__rate">
        {rate === null ? 'Check the rates above' : rate === '0' ? 'No tax' : `${rate}%`}
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
  const [newClass, setNewClass] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function addClass() {
    const taxClassId = newClass.trim();
    const checked = IdSchema.safeParse(taxClassId);
    if (!checked.success) {
      setProblem(`Tax class ${checked.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    if (known.some((entry) => entry.taxClassId === taxClassId)) {
      setProblem(`Tax class ${taxClassId} is already listed.`);
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
        label="Another tax class"
        value={newClass}
        onValueChange={setNewClass}
        error={problem}
        hint="A class the next catalog import will bring"
      />
      <Button type="submit" icon="plus">
        Add class
      </Button>
    </form>
  );
}
