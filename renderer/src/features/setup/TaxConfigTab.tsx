// Setup → Tax: what a store charges. Per store: whether shelf prices include tax (by country until someone
// says otherwise), how tax rounds, the tax components with their rates (state, county, city; GST/QST; HST;
// VAT) and which category each product tax class of the catalog is in. The platform checks and keeps it;
// every workstation of the store charges it from the next sale.
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Store } from '../../../../shared/contract/store';
import { IdSchema } from '../../../../shared/contract/common';
import {
  defaultPricesIncludeTax,
  TAX_CATEGORIES,
  TAX_ROUNDING_MODES,
  type TaxCategory,
  type TaxRounding,
} from '../../../../shared/tax';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import type { StoreTaxSetup } from '../../store/tax-setup-slice';
import {
  Button,
  EmptyState,
  ErrorState,
  IconButton,
  LoadingBlock,
  Panel,
  Select,
  TextField,
  errorWhatToDo,
} from '../../ui';
import { SaveBar, ToggleField } from './SetupControls';
import {
  componentCodeFrom,
  newComponentDraft,
  taxDraftOf,
  taxRequestOf,
  totalRateOf,
  type ComponentDraft,
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

const storeOption = (store: Store) => ({
  value: store.store_id,
  label: `${store.label} — ${store.physical_address.city}, ${store.physical_address.country_code}`,
});

export function TaxConfigTab() {
  const api = usePosStoreApi();
  const { stores, storeId, setup, load, workingStoreId } = usePosStore(
    useShallow((state) => ({
      stores: state.setupStores,
      storeId: state.taxSetupStoreId,
      setup: state.taxSetup,
      load: state.taxSetupLoad,
      workingStoreId: state.session?.store?.storeId ?? null,
    })),
  );
  const sorted = useMemo(() => [...stores].sort((a, b) => a.label.localeCompare(b.label)), [stores]);
  // Starts on the store this workstation works in (or the first one).
  useEffect(() => {
    if (storeId !== null || sorted.length === 0) return;
    const start = sorted.find((store) => store.store_id === workingStoreId) ?? sorted[0];
    if (start) void api.getState().loadTaxSetup(start.store_id);
  }, [api, storeId, sorted, workingStoreId]);

  const store = sorted.find((entry) => entry.store_id === storeId) ?? null;
  let content;
  if (load.status === 'failed' && load.error) {
    content = (
      <ErrorState
        title="The tax configuration could not be loaded"
        message={load.error.message}
        whatToDo={errorWhatToDo(load.error)}
        code={load.error.code}
        onRetry={() => storeId && void api.getState().loadTaxSetup(storeId)}
      />
    );
  } else if (!setup || !store) {
    content = <LoadingBlock label="Loading the tax configuration…" />;
  } else {
    content = (
      <TaxForm key={`${store.store_id}|${setup.config.updated_at ?? ''}`} store={store} setup={setup} />
    );
  }

  return (
    <div className="tax-config">
      <Panel title="Store">
        {sorted.length === 0 ? (
          <EmptyState icon="store" title="No stores yet" message="Create a store in the Stores tab first." />
        ) : (
          <Select
            label="Store"
            value={storeId ?? ''}
            options={sorted.map(storeOption)}
            onValueChange={(value) => void api.getState().loadTaxSetup(value)}
            hint="Each store charges its own taxes; every workstation of the store follows what is saved here."
          />
        )}
      </Panel>
      {sorted.length === 0 ? null : content}
    </div>
  );
}

function TaxForm({ store, setup }: { store: Store; setup: StoreTaxSetup }) {
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.taxSetupSave);
  const [draft, setDraft] = useState<TaxDraft>(() => taxDraftOf(setup.config, setup.catalogClasses));
  const [newClass, setNewClass] = useState('');
  const [newClassProblem, setNewClassProblem] = useState<string | null>(null);
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  const country = store.physical_address.country_code;
  const countryDefault = defaultPricesIncludeTax(country);

  const change = (patch: Partial<TaxDraft>) => setDraft((current) => ({ ...current, ...patch }));
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

  function addClass() {
    const taxClassId = newClass.trim();
    const checked = IdSchema.safeParse(taxClassId);
    if (!checked.success) {
      setNewClassProblem(`Tax class ${checked.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    if (draft.classes.some((entry) => entry.taxClassId === taxClassId)) {
      setNewClassProblem(`Tax class ${taxClassId} is already listed.`);
      return;
    }
    setNewClassProblem(null);
    setNewClass('');
    change({
      classes: [...draft.classes, { taxClassId, category: 'standard' as const, productCount: null }].sort(
        (a, b) => a.taxClassId.localeCompare(b.taxClassId),
      ),
    });
  }

  const savedCount = setup.config.components.length;
  return (
    <>
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

      <Panel title="Tax components">
        <p className="setup-muted">
          One line per tax the store charges (a state, county or city tax; GST, QST or HST; VAT), printed on
          receipts by its name. Rates are percentages such as 8.875. A reduced rate, when the component has
          one, applies to the classes marked reduced below.
        </p>
        {draft.components.length === 0 ? (
          <EmptyState
            icon="tag"
            title="No tax is charged"
            message="Add the taxes this store charges, such as the state and city sales tax."
          />
        ) : (
          <ol className="tax-components" aria-label="Tax components">
            {draft.components.map((component, index) => {
              const name = component.label.trim() || `Component ${index + 1}`;
              const reason = (field: string, fieldLabel: string) => {
                const found = error?.reasonFor(`components.${index}.${field}`);
                return found ? `${fieldLabel} ${found}` : undefined;
              };
              return (
                <li key={component.key} className="tax-component" aria-label={name}>
                  <TextField
                    label="Name on receipts"
                    value={component.label}
                    onValueChange={(label) => changeComponent(component.key, { label })}
                    error={reason('label', 'Name')}
                  />
                  <TextField
                    label="Code"
                    value={component.componentId}
                    onValueChange={(componentId) =>
                      changeComponent(component.key, { componentId, codeTyped: true })
                    }
                    error={reason('component_id', 'Code')}
                    hint="Kept on orders"
                  />
                  <TextField
                    label="Standard rate (%)"
                    value={component.standard}
                    inputMode="decimal"
                    onValueChange={(standard) => changeComponent(component.key, { standard })}
                    error={reason('rates.standard', 'Standard rate')}
                  />
                  <TextField
                    label="Reduced rate (%)"
                    value={component.reduced}
                    inputMode="decimal"
                    onValueChange={(reduced) => changeComponent(component.key, { reduced })}
                    error={reason('rates.reduced', 'Reduced rate')}
                    hint="Empty: the standard rate"
                  />
                  <IconButton
                    icon="trash"
                    label={`Remove ${name}`}
                    onClick={() =>
                      change({ components: draft.components.filter((entry) => entry.key !== component.key) })
                    }
                  />
                </li>
              );
            })}
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

      <Panel title="Product tax classes">
        <p className="setup-muted">
          Products carry a tax class from the catalog import. Exempt items carry no tax from any component; a
          class not listed pays the standard rate.
          {setup.catalogClasses.products_without_class > 0
            ? ` ${setup.catalogClasses.products_without_class} products name no class and pay the standard rate.`
            : ''}
        </p>
        <table className="tax-classes">
          <caption className="visually-hidden">Tax classes of {store.label}</caption>
          <thead>
            <tr>
              <th scope="col">Tax class</th>
              <th scope="col">Products</th>
              <th scope="col">Category</th>
              <th scope="col">Rate charged</th>
            </tr>
          </thead>
          <tbody>
            {draft.classes.map((entry) => {
              const rate = totalRateOf(draft, entry.category);
              return (
                <tr key={entry.taxClassId}>
                  <th scope="row">{entry.taxClassId}</th>
                  <td>{entry.productCount === null ? 'Not in the catalog yet' : entry.productCount}</td>
                  <td>
                    <Select
                      label={`Category of ${entry.taxClassId}`}
                      value={entry.category}
                      options={TAX_CATEGORIES.map((category) => ({
                        value: category,
                        label: CATEGORY_LABELS[category],
                      }))}
                      onValueChange={(value) =>
                        change({
                          classes: draft.classes.map((other) =>
                            other.taxClassId === entry.taxClassId
                              ? { ...other, category: value as TaxCategory }
                              : other,
                          ),
                        })
                      }
                      error={error?.reasonFor(`tax_classes.${entry.taxClassId}`)}
                    />
                  </td>
                  <td className="tax-classes__rate">
                    {rate === null ? 'Check the rates above' : rate === '0' ? 'No tax' : `${rate}%`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
            error={newClassProblem}
            hint="A class the next catalog import will bring"
          />
          <Button type="submit" icon="plus">
            Add class
          </Button>
        </form>
      </Panel>

      <SaveBar
        sticky
        status={saveStatus}
        label={`Save tax of ${store.label}`}
        onSave={() => void api.getState().saveTaxSetup(taxRequestOf(draft))}
        savedMessage={`Saved: ${store.label} charges ${
          savedCount === 0 ? 'no tax' : savedCount === 1 ? '1 tax component' : `${savedCount} tax components`
        }.`}
      />
    </>
  );
}
