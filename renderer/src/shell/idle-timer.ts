// Locks a shared counter's screen after the business's idle time: every touch, click, key or wheel turn
// starts the count again. The clock is injected so the rule is tested without waiting.

export interface TimerClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: TimerClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What counts as someone at the workstation. Moving the pointer alone does not: a bumped mouse is not a person. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export class IdleTimer {
  private handle: unknown;
  private seconds = 0;

  constructor(
    private readonly onIdle: () => void,
    private readonly clock: TimerClock = realClock,
  ) {}

  /** Counts `seconds` from now (0: never locks by itself). */
  start(seconds: number): void {
    this.seconds = seconds;
    this.restart();
  }

  /** Someone touched the workstation: the count starts again. */
  activity(): void {
    if (this.handle !== undefined) this.restart();
  }

  stop(): void {
    if (this.handle !== undefined) this.clock.clearTimeout(this.handle);
    this.handle = undefined;
  }

  private restart(): void {
    this.stop();
    if (this.seconds <= 0) return;
    this.handle = this.clock.setTimeout(() => {
      this.handle = undefined;
      this.onIdle();
    }, this.seconds * 1000);
  }
}
