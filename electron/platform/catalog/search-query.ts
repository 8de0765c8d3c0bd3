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
