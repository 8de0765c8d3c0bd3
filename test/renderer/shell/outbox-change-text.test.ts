// The outbox dialog's line for each waiting change, as a Québec associate (fr-CA), a US associate in Spanish
// (es-US) and in English read it: the order by its number, the sale's items with the language's plural, the
// drawer's transaction by its name with the amount in the store's currency written the locale's way.
import { describe, expect, it } from 'vitest';
import type { OutboxChangeView } from '../../../shared/bridge/views/sync';
import { outboxChangeText } from '../../../renderer/src/shell/outbox-change-text';
import { translator } from '../support/translator';

const drawers: Record<string, string> = { 'drawer-front-0001': 'Caisse avant' };
const drawerName = (drawerId: string) => drawers[drawerId];

function line(locale: string, change: OutboxChangeView): string {
  return outboxChangeText(translator(locale), locale, change, drawerName).replace(/\s/g, ' ');
}

const startPicking: OutboxChangeView = {
  kind: 'order_action',
  action: 'start_picking',
  orderId: '4b1f0c2e-0000-4000-8000-000000000001',
  orderNumber: 'W-1001',
};
const pull: OutboxChangeView = {
  kind: 'cash_transaction',
  type: 'cash_pull',
  amount: { minor: 102450, currency: 'CAD' },
  drawerId: 'drawer-front-0001',
};

describe('a waiting change in French (Québec)', () => {
  it('names the order action, the sale and the cash pull in French, money in dollars the Québec way', () => {
    expect(line('fr-CA', startPicking)).toBe('Commencer la préparation de la commande W-1001');
    expect(line('fr-CA', { kind: 'sale', saleId: 'sale-42', items: 1 })).toBe('Vente sale-42 (1 article)');
    expect(line('fr-CA', { kind: 'sale', saleId: 'sale-42', items: 3 })).toBe('Vente sale-42 (3 articles)');
    expect(line('fr-CA', pull)).toBe('Prélèvement : 1 024,50 $ · Caisse avant');
  });

  it('says a no-sale opening without an amount, and an order no longer here by the start of its id', () => {
    expect(line('fr-CA', { ...pull, type: 'no_sale', amount: { minor: 0, currency: 'CAD' } })).toBe(
      'Ouverture sans vente · Caisse avant',
    );
    expect(line('fr-CA', { ...startPicking, action: 'hand_over', orderNumber: null })).toBe(
      'Remettre la commande 4b1f0c2e au client',
    );
  });
});

describe('a waiting change in Spanish (US)', () => {
  it('names the order action, the sale and the drawer count in Spanish, in US dollars', () => {
    expect(line('es-US', { ...startPicking, action: 'mark_ready' })).toBe(
      'Marcar la orden W-1001 lista para recoger',
    );
    expect(line('es-US', { kind: 'sale', saleId: 'sale-7', items: 2 })).toBe('Venta sale-7 (2 artículos)');
    expect(line('es-US', { ...pull, type: 'daily_open', amount: { minor: 15000, currency: 'USD' } })).toBe(
      'Apertura del día: $150.00 · Caisse avant',
    );
  });
});

describe('a waiting change in English (US)', () => {
  it('keeps the money in the store currency, whatever the language', () => {
    expect(line('en-US', pull)).toBe('Cash pull: CA$1,024.50 · Caisse avant');
    expect(line('en-US', { kind: 'sale', saleId: 'sale-9', items: 1 })).toBe('Sale sale-9 (1 item)');
  });
});
