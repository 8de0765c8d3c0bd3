// Errors about one thing (a store, a drawer, an order, a sale, a product) travel with its id as a value: the
// screen names it in every language, US English word for word as the main process's and the platform's
// English (test/host and test/platform check each is raised with these messages and values).
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../shared/bridge';
import { errorWording } from '../support/translator';

const named = (code: string, message: string, values: Record<string, string>) =>
  BridgeError.from({ code, message, values });

/** As the main process and the platform raise them. */
const NAMED = {
  notIntegrated: named(
    'drawer_not_integrated',
    'Store us-sfo-market uses non-integrated drawers: they are opened by hand and need no pairing.',
    { storeId: 'us-sfo-market' },
  ),
  saleDrawer: named(
    'drawer_required',
    'Say which drawer takes the cash: this workstation has no paired drawer and the store has several.',
    { why: 'sale' },
  ),
  refundDrawer: named(
    'drawer_required',
    'A cash refund comes out of a drawer: pair this workstation with one of the store’s drawers.',
    { why: 'refund' },
  ),
  platformRefundDrawer: named(
    'drawer_required',
    'Part of this refund is cash: say which drawer it comes out of.',
    { why: 'cash_refund' },
  ),
  unknownDrawer: named('unknown_drawer', "Store 'ca-tor-eaton' has no drawer 'safe'.", {
    storeId: 'ca-tor-eaton',
    drawerId: 'safe',
  }),
  order: named(
    'order_not_found',
    'Order 1042 is not an order of store ca-tor-eaton known on this workstation.',
    { orderId: '1042', storeId: 'ca-tor-eaton' },
  ),
  sale: named('sale_not_found', 'No sale sale-0042 was completed at this workstation.', {
    saleId: 'sale-0042',
  }),
  store: named('store_not_found', 'There is no store no-such-store.', { storeId: 'no-such-store' }),
  product: named('product_not_found', "There is no product tee-42 in this store's catalog.", {
    productId: 'tee-42',
  }),
};

/** The id each one names. */
const NAMES: Record<keyof typeof NAMED, string[]> = {
  notIntegrated: ['us-sfo-market'],
  saleDrawer: [],
  refundDrawer: [],
  platformRefundDrawer: [],
  unknownDrawer: ['ca-tor-eaton', 'safe'],
  order: ['1042', 'ca-tor-eaton'],
  sale: ['sale-0042'],
  store: ['no-such-store'],
  product: ['tee-42'],
};

describe('errors that name what they are about', () => {
  it('US English says each word for word as the main process and the platform', () => {
    const t = errorWording('en-US');
    for (const [name, error] of Object.entries(NAMED)) expect(t(error), name).toBe(error.message);
  });

  it('French and Spanish name the store, drawer, order, sale or product, with no English left', () => {
    const fr = errorWording('fr-CA');
    const es = errorWording('es-US');
    expect(fr(NAMED.order)).toBe(
      'La commande 1042 n’est pas une commande du magasin ca-tor-eaton connue sur ce poste.',
    );
    expect(es(NAMED.sale)).toBe('No se completó ninguna venta sale-0042 en esta estación.');
    expect(fr(NAMED.unknownDrawer)).toBe('Le magasin « ca-tor-eaton » n’a pas de tiroir-caisse « safe ».');
    expect(es(NAMED.refundDrawer)).toBe(
      'Un reembolso en efectivo sale de un cajón de dinero: empareje esta estación con uno de los cajones de la tienda.',
    );
    expect(fr(NAMED.saleDrawer)).toBe(
      'Indiquez quel tiroir-caisse reçoit l’argent comptant : ce poste n’est jumelé à aucun tiroir-caisse et le magasin en a plusieurs.',
    );
    for (const t of [fr, es]) {
      for (const [name, error] of Object.entries(NAMED)) {
        const text = t(error);
        const ids = NAMES[name as keyof typeof NAMED];
        for (const id of ids) expect(text, name).toContain(id);
        const words = ids.reduce((rest, id) => rest.replaceAll(id, ''), text);
        expect(words, name).not.toMatch(
          /\b(store|drawer|order|product|workstation|cash|refund|there|completed|catalog|pairing)\b/i,
        );
      }
    }
  });

  it('a host or platform that sends no values still reads: the generic sentence', () => {
    const bare = BridgeError.from({
      code: 'sale_not_found',
      message: 'No sale sale-0042 was completed here.',
    });
    expect(errorWording('fr-CA')(bare)).toBe('Cette vente est introuvable.');
    expect(errorWording('es-US')(bare)).toBe('No se encuentra esta venta.');
  });
});
