import type { EventScope, LoggedEvent, StoreEventLog } from './store-event-log';

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
  /** Subscribers by the store they follow, and those that follow every store: an event reaches only its readers. */
  private readonly byStore = new Map<string, Set<EventSubscriber>>();
  private readonly ofEveryStore = new Set<EventSubscriber>();
  private timer: NodeJS.Timeout | undefined;
  private nudged = false;

  constructor(
    private readonly log: StoreEventLog,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
    /** Resolves once the commits read so far are on disk: no event is streamed that a crash could undo. */
    private readonly durable: () => Promise<void> = () => Promise.resolve(),
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
    const { scope } = subscriber;
    this.subscribers.add(subscriber);
    if (scope.allStores) this.ofEveryStore.add(subscriber);
    else {
      for (const storeId of scope.storeIds) {
        let readers = this.byStore.get(storeId);
        if (!readers) this.byStore.set(storeId, (readers = new Set()));
        readers.add(subscriber);
      }
    }
    this.timer ??= setInterval(() => this.pollSafely(), this.pollMs);
    return () => {
      this.subscribers.delete(subscriber);
      this.ofEveryStore.delete(subscriber);
      if (!scope.allStores) {
        for (const storeId of scope.storeIds) {
          const readers = this.byStore.get(storeId);
          readers?.delete(subscriber);
          if (readers?.size === 0) this.byStore.delete(storeId);
        }
      }
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
      // Each event goes to the readers of its store (and of every store); a tenant-wide one to all. The
      // cost is the deliveries made, not events × open streams.
      const pending = new Map<EventSubscriber, string[]>();
      const add = (subscriber: EventSubscriber, frame: string) => {
        const frames = pending.get(subscriber);
        if (frames) frames.push(frame);
        else pending.set(subscriber, [frame]);
      };
      for (const event of events) {
        const frame = eventFrame(event);
        if (event.storeId === null) {
          for (const subscriber of this.subscribers) add(subscriber, frame);
          continue;
        }
        for (const subscriber of this.byStore.get(event.storeId) ?? []) add(subscriber, frame);
        for (const subscriber of this.ofEveryStore) add(subscriber, frame);
      }
      // Readers are chosen now (a stream opening later replays these from the log itself); the frames leave
      // once on disk, in the order read, since flushes complete in the order they were asked for.
      void this.durable().then(
        () => {
          for (const [subscriber, frames] of pending) subscriber.deliver(frames);
        },
        (error: unknown) => this.onError(error),
      );
      if (events.length < BATCH) return;
    }
  }
}
