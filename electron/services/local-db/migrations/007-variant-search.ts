// The counter's search finds a variant by its colour and size ("sage", "fitted sheet king"), not only by
// its title: the full-text index gains the variant's words, read from the product body.
export const MIGRATION_007_VARIANT_SEARCH = {
  version: 7,
  sql: `
    ALTER TABLE products ADD COLUMN variant_text TEXT GENERATED ALWAYS AS (
      trim(coalesce(json_extract(body, '$.variation_color_value'), '') || ' ' ||
           coalesce(json_extract(body, '$.variation_size_value'), ''))
    ) VIRTUAL;

    DROP TRIGGER products_fts_insert;
    DROP TRIGGER products_fts_delete;
    DROP TRIGGER products_fts_update;
    DROP TABLE products_fts;
    CREATE VIRTUAL TABLE products_fts USING fts5(
      title,
      variant_text,
      content = 'products',
      content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '1 2 3'
    );
    CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_fts(rowid, title, variant_text) VALUES (new.id, new.title, new.variant_text);
    END;
    CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, title, variant_text)
        VALUES ('delete', old.id, old.title, old.variant_text);
    END;
    CREATE TRIGGER products_fts_update AFTER UPDATE OF title, body ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, title, variant_text)
        VALUES ('delete', old.id, old.title, old.variant_text);
      INSERT INTO products_fts(rowid, title, variant_text) VALUES (new.id, new.title, new.variant_text);
    END;
    INSERT INTO products_fts(products_fts) VALUES ('rebuild');
  `,
} as const;
