// The counter's notices are facts in the store and words on the screen: the same scan reads in the
// associate's language, with its plural, and the English is what the specs (and associates) know.
import { describe, expect, it } from 'vitest';
import { noticeWords } from '../../../renderer/src/features/sale/SaleNoticeBar';
import { translator } from '../support/translator';

describe('sale notices in each language', () => {
  it('says what was added, with how many are in the cart', () => {
    const added = { kind: 'added', product: 'Sage Throw', quantity: 1 } as const;
    expect(noticeWords(added, translator('en-US'))).toEqual({
      title: 'Added Sage Throw',
      message: 'In the cart',
    });
    expect(noticeWords({ ...added, quantity: 3 }, translator('en-US')).message).toBe('3 in the cart');
    expect(noticeWords({ ...added, quantity: 3 }, translator('fr-CA'))).toEqual({
      title: 'Sage Throw ajouté',
      message: '3 dans le panier',
    });
    expect(noticeWords(added, translator('es-US'))).toEqual({
      title: 'Se agregó Sage Throw',
      message: 'En el carrito',
    });
  });

  it('refuses an unknown code and an unpriced product in the associate’s words', () => {
    const unknown = { kind: 'unknown_code', code: '0000000000000', receiptProblem: null } as const;
    expect(noticeWords(unknown, translator('en-US'))).toEqual({
      title: 'No product with this barcode',
      message: "0000000000000 is not in this store's catalog. Search for the product by name (F2).",
    });
    expect(noticeWords(unknown, translator('fr-CA')).title).toBe('Aucun produit avec ce code-barres');
    expect(
      noticeWords({ ...unknown, receiptProblem: 'the platform is unreachable' }, translator('en-US')).message,
    ).toMatch(/If it is a receipt, its sale could not be opened: the platform is unreachable$/);
    expect(noticeWords({ kind: 'no_price', product: 'Gift wrap' }, translator('es-US'))).toEqual({
      title: 'Gift wrap no se puede vender',
      message: 'No tiene precio en la lista de precios de la tienda',
    });
  });

  it('says a scan was not added while the store’s catalog loads, in each language', () => {
    const loading = { kind: 'catalog_loading' } as const;
    expect(noticeWords(loading, translator('en-US'))).toEqual({
      title: 'Not added: this store’s catalog is still loading',
      message: 'Scan it again in a moment, once the store’s products and prices are here.',
    });
    expect(noticeWords(loading, translator('fr-CA')).title).toBe(
      'Non ajouté : le catalogue de ce magasin est encore en chargement',
    );
    expect(noticeWords(loading, translator('es-US')).title).toBe(
      'No se agregó: el catálogo de esta tienda todavía se está cargando',
    );
  });
});
