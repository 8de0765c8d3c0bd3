// The store's drawers as set up so far: name, recommended float, serial (integrated drawers), and Change /
// Remove for each — a drawer open today cannot be removed until its day is closed.
import type { CashDrawerDraft } from '../../store/cash-slice';
import { useMessages } from '../../i18n/I18nProvider';
import { Button, MoneyText, StatusBadge } from '../../ui';

export function SetupDrawerTable({
  drawers,
  integrated,
  openDrawerIds,
  onChange,
  onRemove,
}: {
  drawers: readonly CashDrawerDraft[];
  integrated: boolean;
  /** Drawers whose day is open. */
  openDrawerIds: ReadonlySet<string>;
  onChange(drawer: CashDrawerDraft): void;
  onRemove(drawerId: string): void;
}) {
  const t = useMessages();
  return (
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
        {drawers.map((drawer) => (
          <SetupDrawerRow
            key={drawer.drawerId}
            drawer={drawer}
            integrated={integrated}
            inUse={openDrawerIds.has(drawer.drawerId)}
            onChange={onChange}
            onRemove={onRemove}
          />
        ))}
      </tbody>
    </table>
  );
}

/** One drawer: its name (and whether its day is open), its float, its serial, and Change / Remove. */
function SetupDrawerRow({
  drawer,
  integrated,
  inUse,
  onChange,
  onRemove,
}: {
  drawer: CashDrawerDraft;
  integrated: boolean;
  inUse: boolean;
  onChange(drawer: CashDrawerDraft): void;
  onRemove(drawerId: string): void;
}) {
  const t = useMessages();
  return (
    <tr>
      <th scope="row">
        <span translate="no">{drawer.name}</span>
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
        <Button size="small" variant="ghost" onClick={() => onChange(drawer)}>
          {/* The name said is the word shown plus the drawer's (WCAG 2.5.3: "click Change" finds it). */}
          {t('cash.setup.change')}
          <span className="visually-hidden" translate="no">
            {' '}
            {drawer.name}
          </span>
        </Button>
        <Button
          size="small"
          variant="ghost"
          title={inUse ? t('cash.setup.inUse', { name: drawer.name }) : undefined}
          disabled={inUse}
          onClick={() => onRemove(drawer.drawerId)}
        >
          {t('cash.setup.remove')}
          <span className="visually-hidden" translate="no">
            {' '}
            {drawer.name}
          </span>
        </Button>
      </td>
    </tr>
  );
}
