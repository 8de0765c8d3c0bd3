// Paging over a list the platform orders by (updated_at, id), by cursor when the platform gives one
// (keyset: nothing skipped), else by offset while the list may change underneath: an
// item updated during the walk moves to the end and shifts the rest back by one, so the item at the page
// boundary would be skipped. Every id seen is counted; if fewer distinct ids than the list's total were
// seen, the walk starts over (items are written idempotently), a few times at most.
import type { Pagination } from '../../../shared/contract/common';

export interface Page<Item> {
  items: Item[];
  pagination: Pagination;
}

export interface PageThroughOptions<Item> {
  pageSize: number;
  /** `after` is the previous page's next_cursor when the platform gave one (keyset), else undefined. */
  fetchPage(offset: number, count: number, after: string | undefined): Promise<Page<Item>>;
  idOf(item: Item): string;
  /** Called for every page, in order; may write the items locally. */
  onPage(items: Item[], progress: { done: number; total: number }): void | Promise<void>;
  /** Walks before giving up on a consistent walk (default 3). */
  maxWalks?: number;
}

/** Returns the number of distinct items seen. Completes even if the list kept changing (the next sync catches up). */
export async function pageThrough<Item>(options: PageThroughOptions<Item>): Promise<number> {
  const maxWalks = options.maxWalks ?? 3;
  let seen = new Set<string>();
  for (let walk = 0; walk < maxWalks; walk += 1) {
    seen = new Set<string>();
    let offset = 0;
    let after: string | undefined;
    let total: number;
    for (;;) {
      const page = await options.fetchPage(offset, options.pageSize, after);
      total = page.pagination.total;
      after = page.pagination.next_cursor ?? undefined;
      for (const item of page.items) seen.add(options.idOf(item));
      offset += page.items.length;
      await options.onPage(page.items, { done: offset, total });
      // By cursor an item changed during the walk comes again at its end: only the cursor says it is over.
      if (page.items.length < options.pageSize || (after === undefined && offset >= total)) break;
    }
    if (seen.size >= total) break;
  }
  return seen.size;
}
