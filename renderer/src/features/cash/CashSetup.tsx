// Drawer setup (managers): how the store handles cash — not at all, integrated drawers the app opens, or
// drawers opened by hand — and its drawers with their names and recommended floats. Edited as a whole and
// saved at once, so a store never sits half set up (a mode without drawers, integrated drawers without serials).
// Integrated stores also pair this workstation with its drawer (see DrawerPairing).
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
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
  const t = useMessages();
  const storeId = usePosStore((state) => state.session?.store?.storeId ?? '');
  const setup = useCashSetupDraft();
  const { draft, setDraft, integrated } = setup;
  const [editing, setEditing] = useState<{ drawer: CashDrawerDraft; isNew: boolean } | null>(null);
  useShortcut('Ctrl+S', () => void setup.saveSetup(), { enabled: !editing, inFields: true });

  function addDrawer() {
    if (!setup.currency) return;
    setEditing({
      isNew: true,
      drawer: {
        drawerId: newDrawerId(storeId),
        name: t('cash.setup.defaultName', { number: draft.drawers.length + 1 }),
        recommendedFloat: { minor: 0, currency: setup.currency },
        serial: null,
      },
    });
  }

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
            openDrawerIds={setup.openDrawerIds}
            onChange={(drawer) => setEditing({ drawer, isNew: false })}
            onRemove={setup.removeDrawer}
          />
        )}
        <div>
          <Button onClick={addDrawer} disabled={!setup.currency}>
            {t('cash.setup.addDrawer')}
          </Button>
        </div>
      </Panel>

      {setup.saveError ? <SetupSaveError error={setup.saveError} draft={draft} /> : null}

      <SetupSaveBar setup={setup} />

      {setup.savedMode === 'integrated' && !setup.dirty ? <DrawerPairing /> : null}

      {editing ? (
        <DrawerFormDialog
          drawer={editing.drawer}
          isNew={editing.isNew}
          integrated={integrated}
          otherNames={draft.drawers
            .filter((drawer) => drawer.drawerId !== editing.drawer.drawerId)
            .map((drawer) => drawer.name)}
          onSave={(drawer) => {
            setup.keepDrawer(drawer);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** Whether the setup is saved, unsaved or cannot be saved (and why); Discard and Save. */
function SetupSaveBar({ setup }: { setup: CashSetupDraftState }) {
  const t = useMessages();
  const { dirty, problem, saving } = setup;
  return (
    <div className="cash-setup__bar" role="group" aria-label={t('cash.setup.bar')}>
      <span className="cash-setup__state" role="status">
        {problem ?? (dirty ? t('cash.setup.unsaved') : t('cash.setup.allSaved'))}
      </span>
      <Button variant="ghost" disabled={!dirty || saving} onClick={setup.discard}>
        {t('cash.setup.discard')}
      </Button>
      <Button
        variant="primary"
        shortcut="Ctrl+S"
        busy={saving}
        disabled={!dirty || problem !== null}
        onClick={() => void setup.saveSetup()}
      >
        {t('cash.setup.save')}
      </Button>
    </div>
  );
}

type CashSetupDraftState = ReturnType<typeof useCashSetupDraft>;

/**
 * The setup being edited, from the saved one: whether it changed, what keeps it from being saved (a mode
 * without drawers, integrated drawers without serials), and saving it whole.
 */
function useCashSetupDraft() {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const t = useMessages();
  const { settings, entries, currency, save } = usePosStore(
    useShallow((state) => ({
      settings: state.cashSettings,
      entries: state.cashDrawers,
      currency: state.cashCurrency,
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
  const problem = setupProblem(draft, t);

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

  return {
    draft,
    setDraft,
    dirty,
    integrated,
    problem,
    currency,
    savedMode: settings?.operationMode,
    openDrawerIds: new Set(
      entries.filter((entry) => entry.summary.state === 'open').map((entry) => entry.drawer.drawerId),
    ),
    saving: save.status === 'pending',
    saveError: save.status === 'failed' ? save.error : null,
    saveSetup,
    discard: () => setDraft(saved),
    /** A drawer added or changed in the dialog goes into the draft (in its place when it was there). */
    keepDrawer: (drawer: CashDrawerDraft) =>
      setDraft((current) => {
        const exists = current.drawers.some((candidate) => candidate.drawerId === drawer.drawerId);
        return {
          ...current,
          drawers: exists
            ? current.drawers.map((candidate) =>
                candidate.drawerId === drawer.drawerId ? drawer : candidate,
              )
            : [...current.drawers, drawer],
        };
      }),
    removeDrawer: (drawerId: string) =>
      setDraft((current) => ({
        ...current,
        drawers: current.drawers.filter((candidate) => candidate.drawerId !== drawerId),
      })),
  };
}

/** Why the setup cannot be saved as it is, or null. */
function setupProblem(draft: CashSetupDraft, t: Translate): string | null {
  const missingSerials =
    draft.operationMode === 'integrated' ? draft.drawers.filter((drawer) => !drawer.serial) : [];
  if (draft.operationMode !== 'none' && draft.drawers.length === 0) return t('cash.setup.needDrawer');
  if (missingSerials.length > 0) {
    return t('cash.setup.needSerials', { names: missingSerials.map((drawer) => drawer.name).join(', ') });
  }
  return null;
}
