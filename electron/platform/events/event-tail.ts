import { isVisible, type EventScope, type LoggedEvent, type StoreEventLog } from './store-event-log';

/** One open stream: told about every new event its scope may see, as ready-to-send frames. */
export interface EventSubscriber {
  scope: EventScope;
  deliver(frames: readonly string[]): void;
}

/** Events read from the log per query. */
const BATCH = 1000;

/** An event as one Server-Sent Events frame: `id`, `event` and the JSON envelope in `data`. */
export function eventFrame(event: LoggedEvent): string {
  const envelope = `{"id":${event.id},"type":${JSON.stringify(event.type)},"store_id":${JSON.stringify(
    event.storeId,
  )},"at":${JSON.stringify(event.at)},"data":${event.data}}`;
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${envelope}\n\n`;
}

/**
 * Follows the end of the store events log for every open stream of this process: one query per poll
 * whatever the number of streams, each event formatted once. It polls while streams are open, so changes
 * written by another process sharing the database reach the streams too; `nudge()` reads at once after a
 * write in this process.
 */
export class EventTail {
  private position = 0;
  private readonly subscribers = new Set<EventSubscriber>();
  private timer: NodeJS.Timeout | undefined;
  private nudged = false;

  constructor(
    private readonly log: StoreEventLog,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /**
   * The id up to which every subscriber has been served. Reading it delivers what is pending first, so a
   * new stream that replays its backlog up to this id and then subscribes misses nothing and gets nothing
   * twice (all of this runs in one synchronous turn).
   */
  head(): number {
    if (this.subscribers.size === 0) this.position = this.log.latestId();
    else this.poll();
    return this.position;
  }

  subscribe(subscriber: EventSubscriber): () => void {
    this.subscribers.add(subscriber);
    this.timer ??= setInterval(() => this.pollSafely(), this.pollMs);
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.stopPolling();
    };
  }

  /** A write happened in this process: read the log on the next turn instead of at the next poll. */
  nudge(): void {
    if (this.nudged || this.subscribers.size === 0) return;
    this.nudged = true;
    setImmediate(() => {
      this.nudged = false;
      this.pollSafely();
    });
  }

  stopPolling(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private pollSafely(): void {
    try {
      this.poll();
    } catch (error) {
      this.onError(error);
    }
  }

  private poll(): void {
    for (;;) {
      const events = this.log.after(this.position, BATCH);
      if (events.length === 0) return;
      this.position = events[events.length - 1]!.id;
      const frames = events.map((event) => ({ event, frame: eventFrame(event) }));
      for (const subscriber of this.subscribers) {
        const visible = frames.filter(({ event }) => isVisible(event, subscriber.scope));
        if (visible.length > 0) subscriber.deliver(visible.map(({ frame }) => frame));
      }
      if (events.length < BATCH) return;
    }
  }
}
