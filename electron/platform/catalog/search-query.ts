import type { SqlEngine } from '../db/sql-database';

/**
 * Turns what a person types into an FTS5 query: every word must match the start of a word of the product's
 * searchable text (title, product_id, variant_group_id, external identifiers, colour and size), in any order. Words are cut
 * the way the unicode61 tokenizer cuts them (letters and digits; everything else separates), and each is
 * quoted, so FTS5 syntax in the input (AND, NEAR, quotes, *) is just text. undefined when nothing is left.
 */
export function toFtsQuery(text: string): string | undefined {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word}"*`).join(' AND ');
}

/**
 * The text indexed for a product: what an associate types or scans to find it — the variant's colour and
 * size too, so "fitted sheet king" finds the king variant. Migration 10 computes the same text in SQL.
 */
export function searchableText(product: {
  product_id: string;
  title: string;
  variant_group_id?: string | undefined;
  external_identifiers?: ReadonlyArray<{ value: string }> | undefined;
  variation_color_value?: string | undefined;
  variation_size_value?: string | undefined;
}): string {
  return [
    product.title,
    product.product_id,
    product.variant_group_id ?? '',
    ...(product.external_identifiers ?? []).map((identifier) => identifier.value),
    product.variation_color_value ?? '',
    product.variation_size_value ?? '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * Cuts text into the words PostgreSQL's product_search indexes and matches, as FTS5's unicode61 tokenizer
 * (remove_diacritics 2) cuts and folds them on SQLite: letters, digits and marks form words, everything
 * else separates; compatibility forms are unified (ﬁ → fi), case is folded and Latin diacritics removed
 * (Été → ete). PostgreSQL's own parser and, in the C locale, its lower() do otherwise (see the baseline
 * migration), so both the indexed text and the query words are folded here.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return folded.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** The text stored in PostgreSQL's product_search.text: the searchable text's words, space-separated. */
export function searchDocument(text: string): string {
  return searchWords(text).join(' ');
}

/**
 * Turns what a person types into a PostgreSQL tsquery (cast from text, so no parser or dictionary touches
 * it): every word must start a word of the product's searchable text, as toFtsQuery asks of FTS5.
 * undefined when nothing is left.
 */
export function toTsQuery(text: string): string | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  // Words hold letters, digits and marks only: no quote or backslash to escape.
  return words.map((word) => `'${word}':*`).join(' & ');
}

/** The search query for the engine's product_search (FTS5 MATCH or tsquery), undefined when nothing is left. */
export function toSearchMatch(engine: SqlEngine, text: string): string | undefined {
  return engine === 'postgres' ? toTsQuery(text) : toFtsQuery(text);
}

/** What the engine's product_search stores for a product's searchable text. */
export function toSearchText(engine: SqlEngine, text: string): string {
  return engine === 'postgres' ? searchDocument(text) : text;
}
