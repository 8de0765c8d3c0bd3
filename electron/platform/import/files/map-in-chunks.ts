import { setImmediate as nextTurn } from 'node:timers/promises';

const CHUNK = 2_000;

/**
 * Maps a large array a chunk at a time, letting the event loop answer requests between chunks (validating
 * 100,000 records takes about a second). Stops with the signal's reason when the platform is stopping.
 */
export async function mapInChunks<Item, Result>(
  items: readonly Item[],
  map: (item: Item, index: number) => Result,
  signal: AbortSignal,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  for (let start = 0; start < items.length; start += CHUNK) {
    const end = Math.min(items.length, start + CHUNK);
    for (let index = start; index < end; index += 1) results[index] = map(items[index] as Item, index);
    await nextTurn();
    signal.throwIfAborted();
  }
  return results;
}
