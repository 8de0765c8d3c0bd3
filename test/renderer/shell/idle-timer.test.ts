// The idle rule of a shared counter: locked after the business's idle time without a touch, click or key;
// every sign of someone there starts the count again; 0 means it never locks by itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer } from '../../../renderer/src/shell/idle-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the idle timer', () => {
  it('fires once the idle time has passed without activity', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer(onIdle);
    timer.start(60);
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts counting again at every activity', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer(onIdle);
    timer.start(30);
    for (let step = 0; step < 5; step += 1) {
      vi.advanceTimersByTime(29_000);
      timer.activity();
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('never fires with an idle time of 0, nor once stopped', () => {
    const never = vi.fn();
    new IdleTimer(never).start(0);
    const stopped = vi.fn();
    const timer = new IdleTimer(stopped);
    timer.start(30);
    timer.stop();
    timer.activity();
    vi.advanceTimersByTime(3_600_000);
    expect(never).not.toHaveBeenCalled();
    expect(stopped).not.toHaveBeenCalled();
  });
});
