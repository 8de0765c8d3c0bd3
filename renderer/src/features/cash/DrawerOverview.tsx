// The store's drawers at a glance (a card each: open or closed today, what should be in it, whether the drawer
// paired here is open right now) and the chosen drawer in full: today's figures, the day's actions (open,
// cash in/out, no sale, audit, close) with their shortcuts, the close summary, and the transactions.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { pairedDrawerIdOf } from '../../store/cash-slice';
import { usePosStore } from '../../store/pos-store';
import { DrawerCard } from './DrawerCard';
import { DrawerDetail } from './DrawerDetail';

export function DrawerOverview() {
  const { drawers, mode, status } = usePosStore(
    useShallow((state) => ({
      drawers: state.cashDrawers,
      mode: state.cashSettings?.operationMode ?? 'none',
      status: state.drawerStatus,
    })),
  );
  const pairedHere = pairedDrawerIdOf(status, drawers);
  const t = useMessages();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected =
    drawers.find((entry) => entry.drawer.drawerId === selectedId) ??
    drawers.find((entry) => entry.drawer.drawerId === pairedHere) ??
    drawers[0];

  if (!selected) return null;
  return (
    <div className="drawer-overview">
      <div className="drawer-cards" role="group" aria-label={t('cash.drawers')}>
        {drawers.map((entry) => (
          <DrawerCard
            key={entry.drawer.drawerId}
            entry={entry}
            mode={mode}
            selected={entry === selected}
            device={entry.drawer.drawerId === pairedHere ? status : null}
            onSelect={() => setSelectedId(entry.drawer.drawerId)}
          />
        ))}
      </div>
      <DrawerDetail
        key={selected.drawer.drawerId}
        entry={selected}
        opensByApp={mode === 'integrated' && selected.drawer.drawerId === pairedHere}
      />
    </div>
  );
}
