import type { Migration } from './index';

/**
 * Product search finds variants by their colour and size ("sage", "fitted sheet king"): the search text
 * gains them (catalog/search-query.ts searchableText), and every product already written is indexed
 * again here with the same text, computed from its stored data.
 */
export const variantSearchMigration: Migration = {
  version: 10,
  name: 'variant-search',
  sql: `
    INSERT INTO product_search (product_search) VALUES ('delete-all');
    INSERT INTO product_search (rowid, text)
      SELECT p.id, concat_ws(' ',
          nullif(json_extract(p.data, '$.title'), ''),
          p.product_id,
          nullif(json_extract(p.data, '$.variant_group_id'), ''),
          (SELECT group_concat(json_extract(identifier.value, '$.value'), ' ')
             FROM json_each(p.data, '$.external_identifiers') AS identifier),
          nullif(json_extract(p.data, '$.variation_color_value'), ''),
          nullif(json_extract(p.data, '$.variation_size_value'), ''))
      FROM products p;
  `,
};
