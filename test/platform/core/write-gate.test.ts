// The write gate that keeps the request thread's writes out of an import's apply: the apply waits for the
// writers in flight, new writers wait for the apply, and a writer waiting too long is told `busy`.
import { describe, expect, it } from 'vitest';
import { WriteGate } from '../../../electron/platform/db/write-gate';
import { ApiError } from '../../../electron/platform/http/api-error';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('WriteGate', () => {
  it('starts the exclusive work only once the writers in flight have left', async () => {
    const gate = new WriteGate(60_000);
    const events: string[] = [];
    const leave = await gate.enter();
    const exclusive = gate.exclusive(async () => {
      events.push('apply');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
    expect(gate.isClosed).toBe(true);
    events.push('writer left');
    leave();
    await exclusive;
    expect(events).toEqual(['writer left', 'apply']);
    expect(gate.isClosed).toBe(false);
  });

  it('admits writers and deferred background work once the exclusive work is done', async () => {
    const gate = new WriteGate(60_000);
    const apply = deferred();
    const events: string[] = [];
    const exclusive = gate.exclusive(() => apply.promise.then(() => void events.push('applied')));
    const writer = gate.enter().then((leave) => {
      events.push('writer admitted');
      leave();
    });
    gate.runWhenOpen(() => events.push('timer ran'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
    apply.resolve();
    await Promise.all([exclusive, writer]);
    expect(events).toEqual(['applied', 'timer ran', 'writer admitted']);
    // Open again: background work runs at once.
    gate.runWhenOpen(() => events.push('next timer'));
    expect(events.at(-1)).toBe('next timer');
  });

  it('answers 503 busy to a writer that waited longer than its bound, and admits it nothing', async () => {
    const gate = new WriteGate(30);
    const apply = deferred();
    const exclusive = gate.exclusive(() => apply.promise);
    const refused = await gate.enter().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: 'busy' });
    apply.resolve();
    await exclusive;
    // The refused writer holds no place: the next exclusive work starts at once.
    await gate.exclusive(async () => undefined);
  });
});
