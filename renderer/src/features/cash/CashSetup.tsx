// Drawer setup (managers): how the store handles cash — not at all, integrated drawers the app opens, or
// drawers opened by hand — and its drawers with their names and recommended floats. Edited as a whole and
// saved at once, so a store never sits half set up (a mode without drawers, integrated drawers without serials).
// Integrated stores also pair this workstation with its drawer (see DrawerPairing).
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { newDrawerId, type CashDrawerDraft, type CashSetupDraft } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, EmptyState, Panel, useShortcut, useToasts } from '../../ui';
import { modeTitle } from './cash-labels';
import { DrawerFormDialog } from './DrawerFormDialog';
import { DrawerPairing } from './DrawerPairing';
import { ModeChoices } from './ModeChoices';
import { SetupDrawerTable } from './SetupDrawerTable';
import { SetupSaveError } from './SetupSaveError';

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
      <ModeChoices
        value={draft.operationMode}
        onChange={(mode) => setDraft((current) => ({ ...current, operationMode: mode }))}
      />

      <Panel title={t('cash.setup.drawers')}>
        {draft.drawers.length === 0 ? (
          <EmptyState
            icon="cash"
            title={t('cash.setup.noDrawers')}
            message={t('cash.setup.noDrawers.message')}
          />
        ) : (
          <SetupDrawerTable
            drawers={draft.drawers}
            integrated={integrated}
            openDrawerIds={openDrawers}
            onChange={(drawer) => setEditing({ drawer, isNew: false })}
            onRemove={(drawerId) =>
              setDraft((current) => ({
                ...current,
                drawers: current.drawers.filter((candidate) => candidate.drawerId !== drawerId),
              }))
            }
          />
        )}
        <div>
          <Button onClick={addDrawer} disabled={!currency}>
            {t('cash.setup.addDrawer')}
          </Button>
        </div>
      </Panel>

      {saveError ? <SetupSaveError error={saveError} draft={draft} /> : null}

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
