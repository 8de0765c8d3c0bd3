import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReadProgress } from './read-progress';

const CHUNK = 2_000;

/**
 * Visits a large array a chunk at a time, letting the event loop answer requests between chunks (checking
 * 100,000 records takes about a second), and counting each chunk on `progress`. Stops with the signal's
 * reason when the platform is stopping.
 */
export async function forEachInChunks<Item>(
  items: readonly Item[],
  visit: (item: Item, index: number) => void,
  signal: AbortSignal,
  progress?: ReadProgress,
): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) {
    const end = Math.min(items.length, start + CHUNK);
    for (let index = start; index < end; index += 1) visit(items[index] as Item, index);
    progress?.advance(end - start);
    await nextTurn();
    signal.throwIfAborted();
  }
}

/** Like forEachInChunks, collecting one result per item. */
export async function mapInChunks<Item, Result>(
  items: readonly Item[],
  map: (item: Item, index: number) => Result,
  signal: AbortSignal,
  progress?: ReadProgress,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  await forEachInChunks(items, (item, index) => (results[index] = map(item, index)), signal, progress);
  return results;
}
