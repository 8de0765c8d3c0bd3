// Drawer setup (managers): how the store handles cash — not at all, integrated drawers the app opens, or
// drawers opened by hand — and its drawers with their names and recommended floats. Edited as a whole and
// saved at once, so a store never sits half set up (a mode without drawers, integrated drawers without serials).
// Integrated stores also pair this workstation with its drawer (see DrawerPairing).
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CashOperationMode } from '../../../../shared/cash/transaction-types';
import {
  CASH_MANAGEMENT_DISABLED_MESSAGE,
  isCashManagementDisabled,
  newDrawerId,
  type CashDrawerDraft,
  type CashSetupDraft,
} from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button, EmptyState, MoneyText, Panel, StatusBadge, useShortcut, useToasts } from '../../ui';
import { MODE_LABELS } from './cash-labels';
import { DrawerFormDialog } from './DrawerFormDialog';
import { DrawerPairing } from './DrawerPairing';

const MODES: readonly CashOperationMode[] = ['none', 'integrated', 'non_integrated'];

export function CashSetup() {
  const api = usePosStoreApi();
  const toasts = useToasts();
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
      ? 'Add at least one drawer to use cash management.'
      : missingSerials.length > 0
        ? `Integrated drawers need their serial: ${missingSerials.map((drawer) => drawer.name).join(', ')}.`
        : null;

  async function saveSetup() {
    if (problem || !dirty) return;
    if (await api.getState().saveCashSetup(draft)) {
      toasts.show({
        tone: 'success',
        title: 'Drawer setup saved',
        message: MODE_LABELS[draft.operationMode].title,
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
        name: `Register ${draft.drawers.length + 1}`,
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
      <Panel title="How this store handles cash">
        <div className="mode-choices" role="radiogroup" aria-label="Operation mode">
          {MODES.map((mode) => (
            <label key={mode} className="cash-choice cash-choice--wide">
              <input
                type="radio"
                name="operation-mode"
                value={mode}
                checked={draft.operationMode === mode}
                onChange={() => setDraft((current) => ({ ...current, operationMode: mode }))}
              />
              <span className="cash-choice__title">{MODE_LABELS[mode].title}</span>
              <span className="cash-choice__hint">{MODE_LABELS[mode].description}</span>
            </label>
          ))}
        </div>
      </Panel>

      <Panel title="Drawers">
        {draft.drawers.length === 0 ? (
          <EmptyState
            icon="cash"
            title="No drawers yet"
            message="Add the store’s drawers with a name and the float each one starts the day with."
          />
        ) : (
          <table className="setup-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="setup-table__amount">
                  Recommended float
                </th>
                {integrated ? <th scope="col">Serial</th> : null}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
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
                          <StatusBadge tone="success">Open today</StatusBadge>
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
                          <StatusBadge tone="warning">Serial needed</StatusBadge>
                        )}
                      </td>
                    ) : null}
                    <td className="setup-table__actions">
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={`Change ${drawer.name}`}
                        onClick={() => setEditing({ drawer, isNew: false })}
                      >
                        Change
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={`Remove ${drawer.name}`}
                        title={inUse ? `${drawer.name} is open today: close its day first` : undefined}
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
                        Remove
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
            Add drawer
          </Button>
        </div>
      </Panel>

      {saveError ? (
        <Banner
          tone="danger"
          title={isCashManagementDisabled(saveError) ? 'Cash management is off' : 'The setup was not saved'}
        >
          {isCashManagementDisabled(saveError) ? CASH_MANAGEMENT_DISABLED_MESSAGE : saveError.message}
          {!isCashManagementDisabled(saveError) && saveError.details?.length ? (
            <ul className="error-details">
              {saveError.details.map((detail) => (
                <li key={`${detail.path}:${detail.message}`}>{describeDetail(detail, draft)}</li>
              ))}
            </ul>
          ) : null}
        </Banner>
      ) : null}

      <div className="cash-setup__bar" role="group" aria-label="Save the setup">
        <span className="cash-setup__state" role="status">
          {problem ?? (dirty ? 'Unsaved changes' : 'All changes saved')}
        </span>
        <Button
          variant="ghost"
          disabled={!dirty || save.status === 'pending'}
          onClick={() => setDraft(saved)}
        >
          Discard changes
        </Button>
        <Button
          variant="primary"
          shortcut="Ctrl+S"
          busy={save.status === 'pending'}
          disabled={!dirty || problem !== null}
          onClick={() => void saveSetup()}
        >
          Save changes
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
function describeDetail(detail: { path: string; message: string }, draft: CashSetupDraft): string {
  const match = /^drawers\.(\d+)\.?(.*)$/.exec(detail.path);
  const drawer = match ? draft.drawers[Number(match[1])] : undefined;
  if (!drawer) return `${detail.path}: ${detail.message}`;
  const field = (match?.[2] ?? '')
    .replace('recommendedFloat', 'recommended float')
    .replace('recommended_float', 'recommended float')
    .replace(/device\.serial|serial/, 'serial')
    .replaceAll('.', ' ');
  return `${drawer.name}${field ? ` (${field})` : ''}: ${detail.message}`;
}
