// An order someone else is picking, as this workstation must show it: who holds it and since when, and —
// when the platform refused a change made here because the order moved on at another workstation — that
// refusal, with the way out (give the change up; a manager may take the order over instead).
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { Banner, Button, DateText, Icon, refusedChangeText } from '../../ui';

/** "Being picked by associate at another workstation since 10:42". */
export function HolderSentence({
  order,
  elsewhere,
  timeZone,
}: {
  order: PickupOrder;
  elsewhere: boolean;
  timeZone: string | undefined;
}) {
  const rich = useRichMessages();
  if (!order.pickedBy) return null;
  return (
    <>
      {rich('pickup.held.by', {
        name: order.pickedBy.username,
        strong: (chunks) => <strong>{chunks}</strong>,
        elsewhere: elsewhere ? 'yes' : 'no',
        time: <DateText value={order.pickedBy.since} style="time" timeZone={timeZone} />,
      })}
    </>
  );
}

/** The platform refused a change made here: what it says now, and what to do about the change. */
export function RefusedChangeBanner({
  order,
  timeZone,
  busy,
  onGiveUp,
  onTakeOver,
}: {
  order: PickupOrder;
  timeZone: string | undefined;
  busy: boolean;
  onGiveUp: () => void;
  onTakeOver: (() => void) | undefined;
}) {
  const t = useMessages();
  const refused = order.refusedChange;
  if (!refused) return null;
  return (
    <div className="order-detail__banner">
      <Banner
        tone="warning"
        title={t('pickup.held.refused', { action: refused.action })}
        actions={
          <>
            <Button size="small" variant="primary" busy={busy} onClick={onGiveUp}>
              {t('pickup.held.giveUp')}
            </Button>
            {onTakeOver ? (
              <Button size="small" onClick={onTakeOver}>
                {t('pickup.held.takeOver')}
              </Button>
            ) : null}
          </>
        }
      >
        <span data-testid="order-holder">
          {order.pickedBy ? (
            <HolderSentence order={order} elsewhere timeZone={timeZone} />
          ) : (
            t('pickup.held.nowStatus', { status: order.status })
          )}
          .
        </span>{' '}
        {t('pickup.held.platformSaid', { message: refusedChangeText(refused, t) })}
      </Banner>
    </div>
  );
}

/** In the place of the picking panel: someone else picks the order. */
export function HeldElsewhereCard({
  order,
  elsewhere,
  timeZone,
  canTakeOver,
  takingOver,
  onTakeOver,
}: {
  order: PickupOrder;
  elsewhere: boolean;
  timeZone: string | undefined;
  canTakeOver: boolean;
  takingOver: boolean;
  onTakeOver: () => void;
}) {
  const t = useMessages();
  return (
    <div className="state-card state-card--warning">
      <Icon name="bag" size={28} />
      <div>
        <h2>
          <HolderSentence order={order} elsewhere={elsewhere} timeZone={timeZone} />
        </h2>
        <p>{canTakeOver ? t('pickup.held.canTakeOver') : t('pickup.held.managerTakesOver')}</p>
      </div>
      {canTakeOver ? (
        <Button variant="primary" busy={takingOver} onClick={onTakeOver}>
          {t('pickup.held.takeOver')}
        </Button>
      ) : null}
    </div>
  );
}
