import { useMessages } from '../../i18n/I18nProvider';
import { Button } from '../../ui';
import type { DrawerDialog } from './DrawerDetail';

/** The day's actions: Open day (F6) on a closed drawer; cash in/out, no sale, audit and close on an open one. */
export function DrawerDayActions({
  isOpen,
  onAction,
}: {
  isOpen: boolean;
  onAction(dialog: DrawerDialog): void;
}) {
  const t = useMessages();
  return (
    <div className="drawer-actions" role="group" aria-label={t('cash.drawer.actions')}>
      {isOpen ? (
        <>
          <Button icon="cash" shortcut="F7" onClick={() => onAction({ kind: 'movement', type: 'cash_pull' })}>
            {t('cash.drawer.cashInOut')}
          </Button>
          <Button shortcut="F8" onClick={() => onAction({ kind: 'movement', type: 'no_sale' })}>
            {t('cash.type.no_sale')}
          </Button>
          <Button shortcut="F9" onClick={() => onAction({ kind: 'count', type: 'audit_count' })}>
            {t('cash.count.audit_count')}
          </Button>
          <Button
            variant="primary"
            shortcut="F6"
            onClick={() => onAction({ kind: 'count', type: 'daily_close' })}
          >
            {t('cash.count.daily_close')}
          </Button>
        </>
      ) : (
        <Button
          variant="primary"
          size="large"
          icon="cash"
          shortcut="F6"
          onClick={() => onAction({ kind: 'count', type: 'daily_open' })}
        >
          {t('cash.count.daily_open')}
        </Button>
      )}
    </div>
  );
}
