import { setImmediate as nextTurn } from 'node:timers/promises';

const CHUNK = 2_000;

/**
 * Visits a large array a chunk at a time, letting the event loop answer requests between chunks (checking
 * 100,000 records takes about a second). Stops with the signal's reason when the platform is stopping.
 */
export async function forEachInChunks<Item>(
  items: readonly Item[],
  visit: (item: Item, index: number) => void,
  signal: AbortSignal,
): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) {
    const end = Math.min(items.length, start + CHUNK);
    for (let index = start; index < end; index += 1) visit(items[index] as Item, index);
    await nextTurn();
    signal.throwIfAborted();
  }
}

/** Like forEachInChunks, collecting one result per item. */
export async function mapInChunks<Item, Result>(
  items: readonly Item[],
  map: (item: Item, index: number) => Result,
  signal: AbortSignal,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  await forEachInChunks(items, (item, index) => (results[index] = map(item, index)), signal);
  return results;
}
