// What a scanned or typed code does to a pick: which line it names (EAN-13, UPC-A read as EAN, SKU in any
// case), counting up to the ordered quantity and no further, and what is left missing.
import { describe, expect, it } from 'vitest';
import {
  applyScan,
  isFullyPicked,
  lineForCode,
  missingItems,
  pickedItems,
  pickLinesOf,
  withQuantity,
} from '../../../renderer/src/domain/pick-progress';

const usd = (minor: number) => ({ minor, currency: 'USD' });

function line(productId: string, quantity: number, codes: { ean?: string; sku?: string; variant?: string }) {
  return {
    productId,
    title: 'Airy Quilt',
    imageUrl: null,
    variant: codes.variant ?? null,
    ean: codes.ean ?? null,
    sku: codes.sku ?? null,
    quantity,
    unitPrice: usd(25099),
    lineTotal: usd(25099 * quantity),
  };
}

const lines = pickLinesOf({
  lines: [
    line('QUILT-KING', 1, { ean: '0845126104153', sku: 'HBD1001CHRKING', variant: 'Charcoal · King' }),
    line('QUILT-TWIN', 1, { ean: '0845126104139', sku: 'HBD1001CHRTWIN', variant: 'Charcoal · Twin' }),
    // The same product on a second line of the order: picked as one line of 2.
    line('QUILT-KING', 1, { ean: '0845126104153', sku: 'HBD1001CHRKING', variant: 'Charcoal · King' }),
  ],
});

describe('pick lines', () => {
  it('puts the lines of one product together', () => {
    expect(lines.map((entry) => [entry.productId, entry.ordered])).toEqual([
      ['QUILT-KING', 2],
      ['QUILT-TWIN', 1],
    ]);
  });

  it('finds a line by EAN-13, by the 12-digit UPC-A of the same code, by SKU in any case', () => {
    expect(lineForCode(lines, '0845126104139')?.productId).toBe('QUILT-TWIN');
    expect(lineForCode(lines, '845126104139')?.productId).toBe('QUILT-TWIN');
    expect(lineForCode(lines, ' hbd1001chrking ')?.productId).toBe('QUILT-KING');
    expect(lineForCode(lines, '4006381333931')).toBeUndefined();
    expect(lineForCode(lines, '')).toBeUndefined();
  });
});

describe('scanning', () => {
  it('counts up to the ordered quantity, then refuses the extra unit and names the variant', () => {
    let picked = {};
    const first = applyScan(lines, picked, '0845126104153');
    expect(first.outcome).toEqual({
      kind: 'picked',
      code: '0845126104153',
      productId: 'QUILT-KING',
      title: 'Airy Quilt (Charcoal · King)',
      picked: 1,
      ordered: 2,
    });
    picked = applyScan(lines, first.picked, '0845126104153').picked;
    const extra = applyScan(lines, picked, '0845126104153');
    expect(extra.outcome).toMatchObject({ kind: 'over_scan', ordered: 2 });
    expect(extra.picked).toBe(picked);
  });

  it('refuses a code that is no item of the order, counting nothing', () => {
    const picked = { 'QUILT-KING': 1 };
    const result = applyScan(lines, picked, '4006381333931');
    expect(result.outcome).toEqual({ kind: 'not_in_order', code: '4006381333931' });
    expect(result.picked).toBe(picked);
  });
});

describe('quantities by hand and the outcome', () => {
  it('keeps a typed quantity between none and what was ordered', () => {
    expect(withQuantity(lines, {}, 'QUILT-KING', 5)).toEqual({ 'QUILT-KING': 2 });
    expect(withQuantity(lines, { 'QUILT-KING': 2 }, 'QUILT-KING', -1)).toEqual({ 'QUILT-KING': 0 });
    expect(withQuantity(lines, {}, 'NOT-IN-ORDER', 1)).toEqual({});
  });

  it('lists what is missing for a short pick, and what mark ready sends once all is picked', () => {
    const partly = { 'QUILT-KING': 1 };
    expect(isFullyPicked(lines, partly)).toBe(false);
    expect(missingItems(lines, partly)).toEqual([
      { productId: 'QUILT-KING', title: 'Airy Quilt (Charcoal · King)', quantity: 1 },
      { productId: 'QUILT-TWIN', title: 'Airy Quilt (Charcoal · Twin)', quantity: 1 },
    ]);
    const all = { 'QUILT-KING': 2, 'QUILT-TWIN': 1 };
    expect(isFullyPicked(lines, all)).toBe(true);
    expect(missingItems(lines, all)).toEqual([]);
    expect(pickedItems(lines)).toEqual([
      { productId: 'QUILT-KING', quantity: 2 },
      { productId: 'QUILT-TWIN', quantity: 1 },
    ]);
  });
});
