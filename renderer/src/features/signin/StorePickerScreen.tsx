// Step 2: the store this workstation works in (from the stores the user may access; remembered for the
// next launch) and the locale numbers, money and dates are shown in.
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { StoreSummary } from '../../../../shared/bridge/views/session';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { roleLabel } from '../../shell/roles';
import {
  Banner,
  Button,
  EmptyState,
  ErrorState,
  LoadingBlock,
  Select,
  StatusBadge,
  TextField,
  errorWhatToDo,
} from '../../ui';
import { localeOptions } from './locales';
import { SignInLayout } from './SignInLayout';

export interface StorePickerScreenProps {
  /** Called once the store (and locale) are saved. */
  onChosen: (store: StoreSummary) => void;
  /**
   * Called with the store just before it is selected (so what comes next is ready the moment the session
   * has the store, with no flash of the screen behind), and with null when the selection failed.
   */
  onChoosing?: (store: StoreSummary | null) => void;
  /** Offered when the associate came from the shell to change store: back without changing. */
  onCancel?: () => void;
}

export function StorePickerScreen({ onChosen, onChoosing, onCancel }: StorePickerScreenProps) {
  const api = usePosStoreApi();
  const { session, stores, storesLoad, storeSelection, localeChange } = usePosStore(
    useShallow((state) => ({
      session: state.session,
      stores: state.stores,
      storesLoad: state.storesLoad,
      storeSelection: state.storeSelection,
      localeChange: state.localeChange,
    })),
  );
  const [chosen, setChosen] = useState<string | null>(session?.store?.storeId ?? null);
  const [locale, setLocale] = useState(session?.locale ?? 'en-US');
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const [missingChoice, setMissingChoice] = useState(false);

  useEffect(() => {
    void api.getState().loadStores();
  }, [api]);

  const shown = useMemo(() => filterStores(stores, filter), [stores, filter]);
  const user = session?.user;
  if (!user) return null;

  async function start() {
    const store = stores.find((candidate) => candidate.storeId === chosen);
    if (!store) {
      setMissingChoice(true);
      return;
    }
    setBusy(true);
    try {
      const state = api.getState();
      if (locale !== state.session?.locale && !(await state.setLocale(locale))) return;
      onChoosing?.(store);
      if (await api.getState().selectStore(store.storeId)) onChosen(store);
      else onChoosing?.(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInLayout>
      <section className="signin-card signin-card--wide" aria-labelledby="store-title">
        <h1 className="signin-card__title" id="store-title">
          Choose your store
        </h1>
        <p className="signin-card__subtitle">
          Signed in as <strong>{user.username}</strong> ({roleLabel(user)}). This workstation remembers the
          store for next time.
        </p>
        <div className="signin-form">
          {storeSelection.error ? (
            <Banner tone="danger" title={storeSelection.error.message}>
              {errorWhatToDo(storeSelection.error)}
            </Banner>
          ) : null}
          {storesLoad.status === 'failed' && storesLoad.error ? (
            <ErrorState
              title="The stores could not be loaded"
              message={storesLoad.error.message}
              whatToDo={errorWhatToDo(storesLoad.error)}
              code={storesLoad.error.code}
              onRetry={() => void api.getState().loadStores()}
            />
          ) : stores.length === 0 && storesLoad.status !== 'done' ? (
            <LoadingBlock label="Loading your stores…" />
          ) : stores.length === 0 ? (
            <EmptyState
              icon="store"
              title="No store to work in"
              message="Your account has access to no store. Ask an administrator to give you one."
            />
          ) : (
            <>
              {stores.length > 6 ? (
                <TextField
                  label="Find a store"
                  type="search"
                  value={filter}
                  onValueChange={setFilter}
                  placeholder="Name, city or store code"
                  autoComplete="off"
                />
              ) : null}
              <fieldset className="choice-group">
                <legend className="choice-group__legend">Store</legend>
                {missingChoice ? (
                  <span className="field__error" role="alert">
                    Choose a store to continue
                  </span>
                ) : null}
                <div className="store-list" role="radiogroup" aria-label="Stores">
                  {shown.map((store) => (
                    <label className="choice" key={store.storeId}>
                      <input
                        type="radio"
                        name="store"
                        value={store.storeId}
                        checked={chosen === store.storeId}
                        onChange={() => {
                          setChosen(store.storeId);
                          setMissingChoice(false);
                        }}
                      />
                      <span className="choice__text">
                        <span className="choice__title">{store.label}</span>
                        <span className="choice__meta">
                          {store.city}, {store.countryCode}
                        </span>
                      </span>
                      {!store.active ? <StatusBadge tone="warning">Inactive</StatusBadge> : null}
                      <span className="store-choice__id" aria-hidden="true">
                        {store.storeId}
                      </span>
                    </label>
                  ))}
                  {shown.length === 0 ? <p>No store matches “{filter}”.</p> : null}
                </div>
              </fieldset>
            </>
          )}
          <div className="signin-row">
            <Select
              label="Language and region"
              hint="Used for numbers, amounts and dates."
              value={locale}
              options={localeOptions(locale)}
              onValueChange={setLocale}
              error={localeChange.error?.reasonFor('locale') ?? localeChange.error?.message}
            />
          </div>
          <div className="signin-actions">
            <div style={{ display: 'flex', gap: 8 }}>
              {onCancel ? (
                <Button variant="ghost" onClick={onCancel}>
                  Back
                </Button>
              ) : null}
              <Button variant="ghost" icon="signOut" onClick={() => void api.getState().signOut()}>
                Sign out
              </Button>
            </div>
            <Button
              variant="primary"
              size="large"
              busy={busy}
              onClick={() => void start()}
              disabled={stores.length === 0}
            >
              Start working
            </Button>
          </div>
        </div>
      </section>
    </SignInLayout>
  );
}

function filterStores(stores: readonly StoreSummary[], filter: string): StoreSummary[] {
  const words = filter.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...stores];
  return stores.filter((store) => {
    const text = `${store.label} ${store.city} ${store.countryCode} ${store.storeId}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
