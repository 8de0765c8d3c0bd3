// Drawer setup (managers): how the store handles cash — not at all, integrated drawers the app opens, or
// drawers opened by hand — and its drawers with their names and recommended floats. Edited as a whole and
// saved at once, so a store never sits half set up (a mode without drawers, integrated drawers without serials).
// Integrated stores also pair this workstation with its drawer (see DrawerPairing).
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CashOperationMode } from '../../../../shared/cash/transaction-types';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import {
  isCashManagementDisabled,
  newDrawerId,
  type CashDrawerDraft,
  type CashSetupDraft,
} from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button, EmptyState, MoneyText, Panel, StatusBadge, useShortcut, useToasts } from '../../ui';
import { modeDescription, modeTitle } from './cash-labels';
import { DrawerFormDialog } from './DrawerFormDialog';
import { DrawerPairing } from './DrawerPairing';

const MODES: readonly CashOperationMode[] = ['none', 'integrated', 'non_integrated'];

export function CashSetup() {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const t = useMessages();
  const { settings, entries, currency, storeId, save } = usePosStore(
    useShallow((state) => ({
      settings: state.cashSettings,
      entries: state.cashDrawers,
      currency: state.cashCurrency,
      storeId: state.session?.store?.storeId ?? '',
      save: state.cashSetupSave,
    })),
  );
  const saved: CashSetupDraft = useMemo(
    () => ({
      operationMode: settings?.operationMode ?? 'none',
      drawers: (settings?.drawers ?? []).map((drawer) => ({ ...drawer })),
    }),
    [settings],
  );
  const [draft, setDraft] = useState<CashSetupDraft>(saved);
  const [editing, setEditing] = useState<{ drawer: CashDrawerDraft; isNew: boolean } | null>(null);
  // A new saved setup (saved here, or reloaded) replaces the draft: React's "adjust state on a prop change".
  const [draftBasis, setDraftBasis] = useState(saved);
  if (draftBasis !== saved) {
    setDraftBasis(saved);
    setDraft(saved);
  }
  useEffect(() => {
    api.getState().clearCashErrors();
  }, [api]);

  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const integrated = draft.operationMode === 'integrated';
  const missingSerials = integrated ? draft.drawers.filter((drawer) => !drawer.serial) : [];
  const openDrawers = new Set(
    entries.filter((entry) => entry.summary.state === 'open').map((entry) => entry.drawer.drawerId),
  );
  const problem =
    draft.operationMode !== 'none' && draft.drawers.length === 0
      ? t('cash.setup.needDrawer')
      : missingSerials.length > 0
        ? t('cash.setup.needSerials', { names: missingSerials.map((drawer) => drawer.name).join(', ') })
        : null;

  async function saveSetup() {
    if (problem || !dirty) return;
    if (await api.getState().saveCashSetup(draft)) {
      toasts.show({
        tone: 'success',
        title: t('cash.setup.saved'),
        message: modeTitle(t, draft.operationMode),
      });
    }
  }

  useShortcut('Ctrl+S', () => void saveSetup(), { enabled: !editing, inFields: true });

  function addDrawer() {
    if (!currency) return;
    setEditing({
      isNew: true,
      drawer: {
        drawerId: newDrawerId(storeId),
        name: t('cash.setup.defaultName', { number: draft.drawers.length + 1 }),
        recommendedFloat: { minor: 0, currency },
        serial: null,
      },
    });
  }

  function keep(drawer: CashDrawerDraft) {
    setDraft((current) => {
      const exists = current.drawers.some((candidate) => candidate.drawerId === drawer.drawerId);
      return {
        ...current,
        drawers: exists
          ? current.drawers.map((candidate) => (candidate.drawerId === drawer.drawerId ? drawer : candidate))
          : [...current.drawers, drawer],
      };
    });
    setEditing(null);
  }

  const saveError = save.status === 'failed' ? save.error : null;
  return (
    <div className="cash-setup">
      <Panel title={t('cash.setup.mode')}>
        <div className="mode-choices" role="radiogroup" aria-label={t('cash.setup.modeGroup')}>
          {MODES.map((mode) => (
            <label key={mode} className="cash-choice cash-choice--wide">
              <input
                type="radio"
                name="operation-mode"
                value={mode}
                checked={draft.operationMode === mode}
                onChange={() => setDraft((current) => ({ ...current, operationMode: mode }))}
              />
              <span className="cash-choice__title">{modeTitle(t, mode)}</span>
              <span className="cash-choice__hint">{modeDescription(t, mode)}</span>
            </label>
          ))}
        </div>
      </Panel>

      <Panel title={t('cash.setup.drawers')}>
        {draft.drawers.length === 0 ? (
          <EmptyState
            icon="cash"
            title={t('cash.setup.noDrawers')}
            message={t('cash.setup.noDrawers.message')}
          />
        ) : (
          <table className="setup-table">
            <thead>
              <tr>
                <th scope="col">{t('cash.setup.name')}</th>
                <th scope="col" className="setup-table__amount">
                  {t('cash.setup.float')}
                </th>
                {integrated ? <th scope="col">{t('cash.setup.serial')}</th> : null}
                <th scope="col">
                  <span className="visually-hidden">{t('cash.setup.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.drawers.map((drawer) => {
                const inUse = openDrawers.has(drawer.drawerId);
                return (
                  <tr key={drawer.drawerId}>
                    <th scope="row">
                      {drawer.name}
                      {inUse ? (
                        <>
                          {' '}
                          <StatusBadge tone="success">{t('cash.setup.openToday')}</StatusBadge>
                        </>
                      ) : null}
                    </th>
                    <td className="setup-table__amount">
                      <MoneyText value={drawer.recommendedFloat} />
                    </td>
                    {integrated ? (
                      <td>
                        {drawer.serial ? (
                          <code className="serial">{drawer.serial}</code>
                        ) : (
                          <StatusBadge tone="warning">{t('cash.setup.serialNeeded')}</StatusBadge>
                        )}
                      </td>
                    ) : null}
                    <td className="setup-table__actions">
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('cash.setup.changeDrawer', { name: drawer.name })}
                        onClick={() => setEditing({ drawer, isNew: false })}
                      >
                        {t('cash.setup.change')}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('cash.setup.removeDrawer', { name: drawer.name })}
                        title={inUse ? t('cash.setup.inUse', { name: drawer.name }) : undefined}
                        disabled={inUse}
                        onClick={() =>
                          setDraft((current) => ({
                            ...current,
                            drawers: current.drawers.filter(
                              (candidate) => candidate.drawerId !== drawer.drawerId,
                            ),
                          }))
                        }
                      >
                        {t('cash.setup.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <div>
          <Button onClick={addDrawer} disabled={!currency}>
            {t('cash.setup.addDrawer')}
          </Button>
        </div>
      </Panel>

      {saveError ? (
        <Banner
          tone="danger"
          title={isCashManagementDisabled(saveError) ? t('cash.off') : t('cash.setup.notSaved')}
        >
          {isCashManagementDisabled(saveError) ? t('cash.off.message') : saveError.message}
          {!isCashManagementDisabled(saveError) && saveError.details?.length ? (
            <ul className="error-details">
              {saveError.details.map((detail) => (
                <li key={`${detail.path}:${detail.message}`}>{describeDetail(detail, draft, t)}</li>
              ))}
            </ul>
          ) : null}
        </Banner>
      ) : null}

      <div className="cash-setup__bar" role="group" aria-label={t('cash.setup.bar')}>
        <span className="cash-setup__state" role="status">
          {problem ?? (dirty ? t('cash.setup.unsaved') : t('cash.setup.allSaved'))}
        </span>
        <Button
          variant="ghost"
          disabled={!dirty || save.status === 'pending'}
          onClick={() => setDraft(saved)}
        >
          {t('cash.setup.discard')}
        </Button>
        <Button
          variant="primary"
          shortcut="Ctrl+S"
          busy={save.status === 'pending'}
          disabled={!dirty || problem !== null}
          onClick={() => void saveSetup()}
        >
          {t('cash.setup.save')}
        </Button>
      </div>

      {settings?.operationMode === 'integrated' && !dirty ? <DrawerPairing /> : null}

      {editing ? (
        <DrawerFormDialog
          drawer={editing.drawer}
          isNew={editing.isNew}
          integrated={integrated}
          otherNames={draft.drawers
            .filter((drawer) => drawer.drawerId !== editing.drawer.drawerId)
            .map((drawer) => drawer.name)}
          onSave={keep}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** "drawers.1.device.serial: ..." → "Register 2: ..." so the manager knows which drawer to fix. */
function describeDetail(
  detail: { path: string; message: string },
  draft: CashSetupDraft,
  t: Translate,
): string {
  const match = /^drawers\.(\d+)\.?(.*)$/.exec(detail.path);
  const drawer = match ? draft.drawers[Number(match[1])] : undefined;
  if (!drawer) return t('cash.setup.detail', { drawer: detail.path, message: detail.message });
  const field = fieldName(match?.[2] ?? '', t);
  return field
    ? t('cash.setup.detailField', { drawer: drawer.name, field, message: detail.message })
    : t('cash.setup.detail', { drawer: drawer.name, message: detail.message });
}

/** A drawer's field as the form names it ("recommended float"); another path as it is, dots as spaces. */
function fieldName(path: string, t: Translate): string {
  if (path === 'recommendedFloat' || path === 'recommended_float')
    return t('cash.setup.field.recommendedFloat');
  if (path === 'serial' || path === 'device.serial') return t('cash.setup.field.serial');
  if (path === 'name') return t('cash.setup.field.name');
  return path.replaceAll('.', ' ');
}
