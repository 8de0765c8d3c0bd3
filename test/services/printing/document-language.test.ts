// Printed documents speak the store's language (a Montréal receipt is in French) unless the customer asks
// for another, with money and dates written the way that language writes them in the store's country; the
// words come out of EPSON and STAR printers with their accents. Every language has every message.
import { describe, expect, it } from 'vitest';
import { decodeEscPos, printedText } from '../../../electron/common/escpos/decoder';
import {
  documentLocale,
  storeDocumentLanguage,
} from '../../../electron/services/printing/documents/document-language';
import { en } from '../../../electron/services/printing/documents/messages/en';
import { es } from '../../../electron/services/printing/documents/messages/es';
import { fr } from '../../../electron/services/printing/documents/messages/fr';
import { buildInvoice } from '../../../electron/services/printing/documents/invoice';
import type { PaperDocument } from '../../../electron/services/printing/documents/paper-document';
import { buildRefundReceipt } from '../../../electron/services/printing/documents/refund-receipt';
import {
  buildSaleReceipt,
  type ReceiptSale,
} from '../../../electron/services/printing/documents/sale-receipt';
import {
  renderForThermalPrinter,
  type ThermalPrinterModel,
} from '../../../electron/services/printing/documents/thermal-renderer';
import { buildTestPage } from '../../../electron/services/printing/documents/test-page';
import { buildZReport } from '../../../electron/services/printing/documents/z-report';
import { markCopy } from '../../../electron/services/printing/print-documents';
import { DEFAULT_PICKUP_DISPLAY_NAME } from '../../../shared/contract/pickup-config';
import type { Store } from '../../../shared/contract/store';
import { icuPlaceholders } from '../../support/icu-placeholders';
import { lookupProduct, readyOrder, STORE } from './support/printing-fixtures';

function onPaper(document: PaperDocument, model: ThermalPrinterModel = 'EPSON'): string[] {
  const decoded = decodeEscPos(
    renderForThermalPrinter(document, { model }),
    model === 'EPSON' ? 'epson' : 'star',
  );
  return printedText(decoded).map((line) => line.replace(/\s+/g, ' ').trim());
}

const at = (country: string, state: string, city: string): Store => ({
  ...STORE,
  timezone: country === 'US' ? 'America/New_York' : 'America/Toronto',
  physical_address: { ...STORE.physical_address, country_code: country, state, city },
});
const montreal = at('CA', 'QC', 'Montréal');
const toronto = at('CA', 'ON', 'Toronto');
const newYork = at('US', 'NY', 'New York');

describe('the language of a store’s documents', () => {
  it('is French in Québec, English elsewhere in Canada and in the US, Spanish in Spanish-speaking countries', () => {
    expect(storeDocumentLanguage(montreal)).toBe('fr');
    expect(storeDocumentLanguage(at('CA', 'Québec', 'Québec'))).toBe('fr');
    expect(storeDocumentLanguage(toronto)).toBe('en');
    expect(storeDocumentLanguage(newYork)).toBe('en');
    expect(storeDocumentLanguage(at('MX', 'CDMX', 'Ciudad de México'))).toBe('es');
    expect(storeDocumentLanguage(at('FR', '', 'Paris'))).toBe('fr');
    expect(storeDocumentLanguage(at('DE', '', 'Berlin'))).toBe('en');
  });

  it('is the customer’s language when they ask, written the way the store’s country writes it', () => {
    expect(documentLocale(montreal)).toBe('fr-CA');
    expect(documentLocale(montreal, 'en')).toBe('en-CA');
    expect(documentLocale(newYork)).toBe('en-US');
    expect(documentLocale(newYork, 'es')).toBe('es-US');
  });
});

describe('document message catalogs', () => {
  it.each([
    ['fr', fr],
    ['es', es],
  ])('%s has every English message, non-empty, with the same placeholders', (_language, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) {
      const translated = (catalog as Record<string, string>)[id] ?? '';
      expect(translated.trim(), id).not.toBe('');
      expect(icuPlaceholders(translated), id).toEqual(icuPlaceholders(text));
    }
  });
});

const cashSale: ReceiptSale = {
  external_id: 'SALE-0042',
  currency: 'CAD',
  placed_at: '2026-03-02T16:00:00Z',
  prices_include_tax: false,
  taxes: [
    { component_id: 'gst', label: 'TPS', rate: '5', taxable_amount: 10, amount: 0.5 },
    { component_id: 'qst', label: 'TVQ', rate: '9.975', taxable_amount: 10, amount: 1 },
  ],
  shipments: [{ items: [{ product_id: 'mug-white', quantity: 1, price: 10 }] }],
  payments: [{ method: 'cash', amount: 11.5, rounding_adjustment: 0, tendered: 20, change: 8.5 }],
};

describe('a Montréal receipt', () => {
  it.each(['EPSON', 'STAR'] as const)('prints in French with French amounts and accents (%s)', (model) => {
    const paper = onPaper(
      buildSaleReceipt({
        sale: cashSale,
        store: montreal,
        locale: documentLocale(montreal),
        products: lookupProduct,
        associate: 'Élise',
      }),
      model,
    );
    expect(paper).toEqual(
      expect.arrayContaining([
        'REÇU',
        'Vente SALE-0042',
        'Servi par Élise',
        'EAN 4006381333931',
        '1 x 10,00 $ 10,00 $',
        'Articles : 1',
        'SOUS-TOTAL 10,00 $',
        'TPS 5 % 0,50 $',
        'TVQ 9,975 % 1,00 $',
        'TOTAL 11,50 $',
        'Comptant 11,50 $',
        'Montant reçu 20,00 $',
        'MONNAIE RENDUE 8,50 $',
        'Merci de votre visite et à bientôt!',
      ]),
    );
    expect(paper.join('\n')).not.toMatch(/RECEIPT|Thank you|SUBTOTAL/);
  });

  it('prints in English when the customer asks for it, still in Canadian dollars', () => {
    const paper = onPaper(
      buildSaleReceipt({
        sale: cashSale,
        store: montreal,
        locale: documentLocale(montreal, 'en'),
        products: lookupProduct,
      }),
    );
    expect(paper).toEqual(
      expect.arrayContaining(['RECEIPT', 'SUBTOTAL $10.00', 'TPS 5% $0.50', 'CHANGE $8.50']),
    );
  });

  it('marks a French reprint and numbered copies in French', () => {
    const receipt = buildSaleReceipt({
      sale: cashSale,
      store: montreal,
      locale: documentLocale(montreal),
      products: lookupProduct,
    });
    const reprint = onPaper(markCopy(receipt, 2, 3, true));
    expect(reprint[0]).toBe('*** RÉIMPRESSION ***');
    expect(reprint).toContain('Copie 2 de 3');
  });
});

describe('the pickup name on an order’s documents', () => {
  const invoiceNamed = (pickupDisplayName: string, store: Store, language?: 'en' | 'es' | 'fr') =>
    onPaper(
      buildInvoice({
        order: readyOrder(),
        store,
        locale: documentLocale(store, language),
        products: lookupProduct,
        pickupDisplayName,
      }),
    );

  it('prints the platform’s default name in the document’s language', () => {
    expect(invoiceNamed(DEFAULT_PICKUP_DISPLAY_NAME, montreal)).toContain('Ramassage en magasin');
    expect(invoiceNamed(DEFAULT_PICKUP_DISPLAY_NAME, newYork, 'es')).toContain('Recogida en tienda');
    expect(invoiceNamed(DEFAULT_PICKUP_DISPLAY_NAME, newYork)).toContain('In-store pickup');
  });

  it('prints a name the retailer typed exactly as typed, whatever the language', () => {
    const paper = invoiceNamed('Click & Collect', montreal);
    expect(paper).toContain('Click & Collect');
    expect(paper).not.toContain('Ramassage en magasin');
  });
});

describe('documents in Spanish for a US customer who asks', () => {
  it('prints an invoice in Spanish with US dollars', () => {
    const paper = onPaper(
      buildInvoice({
        order: readyOrder(),
        store: newYork,
        locale: documentLocale(newYork, 'es'),
        products: lookupProduct,
        pickupDisplayName: 'Click & Collect',
      }),
      'STAR',
    );
    expect(paper).toEqual(
      expect.arrayContaining(['FACTURA', 'Referencia WEB-100234', 'Artículos: 6', 'TOTAL $92.33']),
    );
    // Wrapped at the paper's width: read as one paragraph.
    expect(paper.join(' ')).toContain('Los precios incluyen los impuestos cobrados en la compra en línea.');
  });

  it('prints a refund receipt in Spanish, the tender refunded by name', () => {
    const paper = onPaper(
      buildRefundReceipt({
        store: newYork,
        locale: 'es-US',
        products: lookupProduct,
        saleReturn: {
          return_id: '7c1f6a8e-1d2b-4a4f-9a57-0c7d8a3a9b10',
          order_id: 'order-1',
          external_id: 'sale-1',
          store_id: STORE.store_id,
          currency: 'USD',
          lines: [{ product_id: 'mug-white', quantity: 2, unit_price: 3.34, amount: 6.68, taxes: [] }],
          prices_include_tax: null,
          taxes: [],
          total: 6.68,
          refunds: [{ method: 'cash', amount: 6.68, rounding_adjustment: 0 }],
          total_refunded: 6.68,
          drawer_id: 'd1',
          cash_transaction_id: null,
          receipt: false,
          reason: null,
          associate: 'associate',
          approved_by: 'manager',
          approval_reasons: ['no_receipt'],
          created_at: '2026-03-02T15:00:00Z',
        },
      }),
    );
    expect(paper).toEqual(
      expect.arrayContaining([
        'REEMBOLSO',
        'Devolución sin recibo',
        'Aprobado por manager',
        'Reembolso en efectivo $6.68',
        'TOTAL REEMBOLSADO $6.68',
      ]),
    );
  });
});

describe('a Montréal Z report', () => {
  it('keeps the store’s books in French', () => {
    const paper = onPaper(
      buildZReport({
        store: montreal,
        locale: documentLocale(montreal),
        products: lookupProduct,
        report: {
          report_id: '7c1f6a8e-1d2b-4a4f-9a57-0c7d8a3a9b11',
          drawer_id: 'd1',
          drawer_name: 'Caisse 1',
          store_id: STORE.store_id,
          currency: 'CAD',
          business_date: '2026-03-02',
          opened_at: '2026-03-02T13:00:00Z',
          closed_at: '2026-03-02T22:00:00Z',
          opened_by: 'associate',
          closed_by: 'manager',
          opening_float: 1200,
          cash_sales: 50,
          cash_refunds: 5,
          cash_in: 0,
          cash_out: 20,
          expected_amount: 1225,
          counted_amount: 1224.5,
          variance: -0.5,
          deposit: 1024.5,
          sales_count: 3,
          refunds_count: 1,
          tenders: [{ method: 'card', sales: 80, refunds: 0, net: 80 }],
          taxes: [],
        },
      }),
      'STAR',
    );
    expect(paper).toEqual(
      expect.arrayContaining([
        'RAPPORT Z',
        'Tiroir-caisse Caisse 1',
        // The business day as French writes a date, not the platform's ISO text.
        'Journée 2 mars 2026',
        'Fonds de caisse 1 200,00 $',
        'Écart -0,50 $',
        'Dépôt 1 024,50 $',
        'Ventes par carte 80,00 $',
        'Aucune taxe perçue',
      ]),
    );
  });
});

describe('a test page printed while setting a printer up', () => {
  const at = new Date('2026-03-02T18:05:09Z');

  it('names the printer and the time in French, at the store’s time', () => {
    const page = buildTestPage({
      printerType: 'receipt_printer',
      address: 'tcp://192.0.2.10:9100',
      model: 'STAR',
      at,
      locale: 'fr-CA',
      timeZone: 'America/Toronto',
    });
    expect(page.title).toBe('Page de test de l’imprimante de reçus');
    expect(onPaper(page, 'STAR')).toEqual(
      expect.arrayContaining([
        'PAGE DE TEST',
        'Type d’imprimante Imprimante de reçus',
        'Imprimé le 2 mars 2026, 13 h 05 min 09 s',
      ]),
    );
  });

  it('says in Spanish that no printer is set up, at the store’s time', () => {
    const page = buildTestPage({
      printerType: 'document_printer',
      address: null,
      model: null,
      at,
      locale: 'es-US',
      timeZone: 'America/Los_Angeles',
    });
    expect(onPaper(page)).toEqual(
      expect.arrayContaining([
        'PÁGINA DE PRUEBA',
        'Tipo de impresora Impresora de documentos',
        'Dirección No configurada',
        'Comandos Ninguno',
        'Impreso el 2 mar 2026, 10:05:09 a.m.',
      ]),
    );
  });
});
