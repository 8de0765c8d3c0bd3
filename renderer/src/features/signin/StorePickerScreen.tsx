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
  errorMessage,
  errorWhatToDo,
  useErrorText,
} from '../../ui';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { pseudoLocaleEnabled } from '../../i18n/pseudo-locale';
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
  const t = useMessages();
  const rich = useRichMessages();
  const picker = useStorePicker(onChosen, onChoosing);
  const { session, storeSelection } = picker;
  const user = session?.user;
  if (!user) return null;

  return (
    <SignInLayout>
      <section className="signin-card signin-card--wide" aria-labelledby="store-title">
        <h1 className="signin-card__title" id="store-title">
          {t('signin.store.title')}
        </h1>
        <p className="signin-card__subtitle">
          {rich('signin.store.subtitle', {
            username: user.username,
            role: t(roleLabel(user)),
            strong: (chunks) => <strong translate="no">{chunks}</strong>,
          })}
        </p>
        <div className="signin-form">
          {storeSelection.error ? (
            <Banner tone="danger" title={errorMessage(storeSelection.error)}>
              {errorWhatToDo(storeSelection.error)}
            </Banner>
          ) : null}
          <StoreChoice picker={picker} />
          <div className="signin-row">
            <LocaleChoice value={picker.locale} onChange={picker.setLocale} />
          </div>
          <div className="signin-actions">
            <div style={{ display: 'flex', gap: 8 }}>
              {onCancel ? (
                <Button variant="ghost" onClick={onCancel}>
                  {t('signin.store.back')}
                </Button>
              ) : null}
              <Button variant="ghost" icon="signOut" onClick={() => void api.getState().signOut()}>
                {t('signin.signOut')}
              </Button>
            </div>
            <Button
              variant="primary"
              size="large"
              busy={picker.busy}
              onClick={() => void picker.start()}
              disabled={picker.stores.length === 0}
            >
              {t('signin.store.start')}
            </Button>
          </div>
        </div>
      </section>
    </SignInLayout>
  );
}

type StorePicker = ReturnType<typeof useStorePicker>;

/** The stores the user may work in, the store and locale chosen, and starting the day there. */
function useStorePicker(
  onChosen: StorePickerScreenProps['onChosen'],
  onChoosing: StorePickerScreenProps['onChoosing'],
) {
  const api = usePosStoreApi();
  const { session, stores, storesLoad, storeSelection } = usePosStore(
    useShallow((state) => ({
      session: state.session,
      stores: state.stores,
      storesLoad: state.storesLoad,
      storeSelection: state.storeSelection,
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

  const choose = (storeId: string) => {
    setChosen(storeId);
    setMissingChoice(false);
  };
  return {
    session,
    stores,
    storesLoad,
    storeSelection,
    filter,
    setFilter,
    shown,
    chosen,
    choose,
    missingChoice,
    locale,
    setLocale,
    busy,
    start,
    reload: () => void api.getState().loadStores(),
  };
}

/** The stores to choose from (found by typing when there are many), or why there are none to show. */
function StoreChoice({ picker }: { picker: StorePicker }) {
  const t = useMessages();
  const { stores, storesLoad, shown, filter } = picker;
  if (storesLoad.status === 'failed' && storesLoad.error) {
    return (
      <ErrorState
        title={t('signin.store.loadFailed')}
        message={storesLoad.error.message}
        whatToDo={errorWhatToDo(storesLoad.error)}
        code={storesLoad.error.code}
        values={storesLoad.error.values}
        onRetry={picker.reload}
      />
    );
  }
  if (stores.length === 0 && storesLoad.status !== 'done')
    return <LoadingBlock label={t('signin.store.loading')} />;
  if (stores.length === 0) {
    return (
      <EmptyState
        icon="store"
        title={t('signin.store.none.title')}
        message={t('signin.store.none.message')}
      />
    );
  }
  return (
    <>
      {stores.length > 6 ? (
        <TextField
          label={t('signin.store.find')}
          type="search"
          value={filter}
          onValueChange={picker.setFilter}
          placeholder={t('signin.store.find.placeholder')}
          autoComplete="off"
        />
      ) : null}
      <fieldset className="choice-group">
        <legend className="choice-group__legend">{t('signin.store.legend')}</legend>
        {picker.missingChoice ? (
          <span className="field__error" role="alert">
            {t('signin.store.missing')}
          </span>
        ) : null}
        <div className="store-list" role="radiogroup" aria-label={t('signin.store.list')}>
          {shown.map((store) => (
            <StoreOption
              key={store.storeId}
              store={store}
              checked={picker.chosen === store.storeId}
              onChoose={() => picker.choose(store.storeId)}
            />
          ))}
          {shown.length === 0 ? <p>{t('signin.store.noMatch', { filter })}</p> : null}
        </div>
      </fieldset>
    </>
  );
}

/** One store: its name, city and country, whether it is inactive, and its id. */
function StoreOption({
  store,
  checked,
  onChoose,
}: {
  store: StoreSummary;
  checked: boolean;
  onChoose: () => void;
}) {
  const t = useMessages();
  return (
    <label className="choice">
      <input type="radio" name="store" value={store.storeId} checked={checked} onChange={onChoose} />
      <span className="choice__text">
        <span className="choice__title" translate="no">
          {store.label}
        </span>
        <span className="choice__meta" translate="no">
          {store.city}, {store.countryCode}
        </span>
      </span>
      {!store.active ? <StatusBadge tone="warning">{t('signin.store.inactive')}</StatusBadge> : null}
      <span className="store-choice__id" aria-hidden="true">
        {store.storeId}
      </span>
    </label>
  );
}

/** The language and formats of the session, with the platform's refusal under it. */
function LocaleChoice({ value, onChange }: { value: string; onChange: (locale: string) => void }) {
  const t = useMessages();
  const errorText = useErrorText();
  const localeChange = usePosStore((state) => state.localeChange);
  return (
    <Select
      label={t('signin.store.locale')}
      hint={t('signin.store.locale.hint')}
      value={value}
      options={localeOptions(value, pseudoLocaleEnabled())}
      onValueChange={onChange}
      error={
        errorText.reason(localeChange.error, 'locale') ??
        (localeChange.error ? errorText.message(localeChange.error) : undefined)
      }
    />
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
