import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry } from '../../store/cash-slice';
import { Button, MoneyText, Select, StatusBadge, type Tone } from '../../ui';
import { dayFigures, FigureList } from './CashFigures';
import { ASSOCIATE_MOVEMENT_TYPES, movementLabel, type MovementType } from './cash-labels';
import { drawerStateBadge } from './drawer-badges';

/** The counter's drawer: which one (when several), its state, and what the associate may record in it. */
export function CounterDrawer({
  entry,
  entries,
  line,
  onChoose,
  onOpenDay,
  onMovement,
}: {
  entry: CashDrawerEntry;
  entries: readonly CashDrawerEntry[];
  line: { tone: Tone; text: string };
  onChoose(drawerId: string): void;
  onOpenDay(): void;
  onMovement(type: MovementType): void;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  const { drawer, summary } = entry;
  const badge = drawerStateBadge(entry, t);
  return (
    <div className="counter-drawer">
      <div className="counter-drawer__head">
        {entries.length > 1 ? (
          <Select
            label={t('cash.counter.drawer')}
            value={drawer.drawerId}
            options={entries.map((candidate) => ({
              value: candidate.drawer.drawerId,
              label: candidate.drawer.name,
            }))}
            onValueChange={onChoose}
          />
        ) : (
          <h3 className="counter-drawer__name">{drawer.name}</h3>
        )}
        <div className="counter-drawer__state">
          <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
          <span className={`drawer-card__device drawer-card__device--${line.tone}`}>{line.text}</span>
        </div>
      </div>
      {summary.state === 'open' ? (
        <>
          <div className="counter-drawer__actions" role="group" aria-label={t('cash.counter.transactions')}>
            {ASSOCIATE_MOVEMENT_TYPES.map((type) => (
              <Button key={type} size="large" onClick={() => onMovement(type)}>
                {movementLabel(t, type)}
              </Button>
            ))}
          </div>
          <FigureList label={t('cash.drawer.figures', { name: drawer.name })} rows={dayFigures(summary, t)} />
          {!summary.expectedAmount ? <p className="cash-muted">{t('cash.counter.blind')}</p> : null}
        </>
      ) : (
        <div className="counter-drawer__closed">
          <p>
            {rich(summary.state === 'closed' ? 'cash.counter.closed' : 'cash.counter.notOpened', {
              name: drawer.name,
              amount: <MoneyText value={drawer.recommendedFloat} />,
            })}
          </p>
          <Button variant="primary" size="large" icon="cash" onClick={onOpenDay}>
            {t('cash.count.daily_open')}
          </Button>
        </div>
      )}
    </div>
  );
}
