// The counter's notices are facts in the store and words on the screen: the same scan reads in the
// associate's language, with its plural, and the English is what the specs (and associates) know.
import { describe, expect, it } from 'vitest';
import { noticeWords } from '../../../renderer/src/features/sale/SaleNoticeBar';
import { BridgeError } from '../../../shared/bridge';
import { errorWording, translator } from '../support/translator';

/** The words of notice `text` in `locale`, an error in them worded as that locale's screen words it. */
function words(text: Parameters<typeof noticeWords>[0], locale: string) {
  return noticeWords(text, translator(locale), errorWording(locale));
}

describe('sale notices in each language', () => {
  it('says what was added, with how many are in the cart', () => {
    const added = { kind: 'added', product: 'Sage Throw', quantity: 1 } as const;
    expect(words(added, 'en-US')).toEqual({
      title: 'Added Sage Throw',
      message: 'In the cart',
    });
    expect(words({ ...added, quantity: 3 }, 'en-US').message).toBe('3 in the cart');
    expect(words({ ...added, quantity: 3 }, 'fr-CA')).toEqual({
      title: 'Sage Throw ajouté',
      message: '3 dans le panier',
    });
    expect(words(added, 'es-US')).toEqual({
      title: 'Se agregó Sage Throw',
      message: 'En el carrito',
    });
  });

  it('refuses an unknown code and an unpriced product in the associate’s words', () => {
    const unknown = { kind: 'unknown_code', code: '0000000000000', receiptProblem: null } as const;
    expect(words(unknown, 'en-US')).toEqual({
      title: 'No product with this barcode',
      message: "0000000000000 is not in this store's catalog. Search for the product by name (F2).",
    });
    expect(words(unknown, 'fr-CA').title).toBe('Aucun produit avec ce code-barres');
    const unreachable = new BridgeError({
      code: 'platform_unreachable',
      message: 'The platform cannot be reached. Check the connection and try again.',
    });
    expect(words({ ...unknown, receiptProblem: unreachable }, 'fr-CA').message).toBe(
      '0000000000000 n’est pas au catalogue de ce magasin. Cherchez le produit par son nom (F2). Si c’est un reçu, sa vente n’a pas pu être ouverte : La plateforme est injoignable.',
    );
    expect(words({ kind: 'no_price', product: 'Gift wrap' }, 'es-US')).toEqual({
      title: 'Gift wrap no se puede vender',
      message: 'No tiene precio en la lista de precios de la tienda',
    });
  });

  it('says a scan was not added while the store’s catalog loads, in each language', () => {
    const loading = { kind: 'catalog_loading' } as const;
    expect(words(loading, 'en-US')).toEqual({
      title: 'Not added: this store’s catalog is still loading',
      message: 'Scan it again in a moment, once the store’s products and prices are here.',
    });
    expect(words(loading, 'fr-CA').title).toBe(
      'Non ajouté : le catalogue de ce magasin est encore en chargement',
    );
    expect(words(loading, 'es-US').title).toBe(
      'No se agregó: el catálogo de esta tienda todavía se está cargando',
    );
  });
});
