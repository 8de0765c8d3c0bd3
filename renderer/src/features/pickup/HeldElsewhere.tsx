// An order someone else is picking, as this workstation must show it: who holds it and since when, and —
// when the platform refused a change made here because the order moved on at another workstation — that
// refusal, with the way out (give the change up; a manager may take the order over instead).
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { Banner, Button, DateText, Icon } from '../../ui';

const ACTION_WORDS: Record<string, string> = {
  start_picking: 'start picking',
  mark_ready: 'mark ready',
  reject_items: 'reject items',
  hand_over: 'hand over',
  cancel: 'cancel',
  reroute: 'reroute',
  take_over: 'take over',
};

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
  if (!order.pickedBy) return null;
  return (
    <>
      Being picked by <strong>{order.pickedBy.username}</strong>
      {elsewhere ? ' at another workstation' : ''} since{' '}
      <DateText value={order.pickedBy.since} style="time" timeZone={timeZone} />
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
  const refused = order.refusedChange;
  if (!refused) return null;
  return (
    <div className="order-detail__banner">
      <Banner
        tone="warning"
        title={`Your “${ACTION_WORDS[refused.action] ?? refused.action}” was not accepted: the order moved on at another workstation`}
        actions={
          <>
            <Button size="small" variant="primary" busy={busy} onClick={onGiveUp}>
              Give up my change
            </Button>
            {onTakeOver ? (
              <Button size="small" onClick={onTakeOver}>
                Take over the order
              </Button>
            ) : null}
          </>
        }
      >
        <span data-testid="order-holder">
          {order.pickedBy ? (
            <HolderSentence order={order} elsewhere timeZone={timeZone} />
          ) : (
            `It is now ${order.status.replaceAll('_', ' ')} on the platform`
          )}
          .
        </span>{' '}
        The platform said: {refused.message}
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
  return (
    <div className="state-card state-card--warning">
      <Icon name="bag" size={28} />
      <div>
        <h2>
          <HolderSentence order={order} elsewhere={elsewhere} timeZone={timeZone} />
        </h2>
        <p>
          {canTakeOver
            ? 'Leave it to them, or take the order over if they cannot finish it: the history will say so.'
            : 'Leave it to them. A manager can take the order over if they cannot finish it.'}
        </p>
      </div>
      {canTakeOver ? (
        <Button variant="primary" busy={takingOver} onClick={onTakeOver}>
          Take over the order
        </Button>
      ) : null}
    </div>
  );
}
