// The lint that `npm run lint` runs keeps the renderer's layers apart (README "Architecture"): the store
// never imports a screen, and renderer/src/domain/ (what both use) stays pure. The same ESLint configuration
// is loaded here and given a file's text at a path.
import { describe, expect, it } from 'vitest';
import { lintMessages } from './support/lint-messages';

const importErrors = (file: string, code: string) => lintMessages(file, code, 'no-restricted-imports');

describe('renderer layers', () => {
  it('refuses a store slice importing from a screen folder, saying where the logic goes', async () => {
    const errors = await importErrors(
      'renderer/src/store/new-slice.ts',
      "import { lineName } from '../features/pickup/order-labels';\nexport const n = lineName;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/renderer\/src\/store\/ must not import the screens.*renderer\/src\/domain\//),
    ]);
  });

  it('refuses a store slice importing a UI component, even for a type', async () => {
    const errors = await importErrors(
      'renderer/src/store/new-slice.ts',
      "import type { ButtonProps } from '../ui/Button';\nexport type B = ButtonProps;\n",
    );
    expect(errors).toEqual([expect.stringContaining('renderer/src/store/ must not import the screens')]);
  });

  it('refuses domain logic reaching into the store or React', async () => {
    const errors = await importErrors(
      'renderer/src/domain/new-rule.ts',
      "import { useState } from 'react';\nimport { IDLE } from '../store/slice';\nexport const d = [useState, IDLE];\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('renderer/src/domain/ is pure'),
      expect.stringContaining('renderer/src/domain/ is pure'),
    ]);
  });

  it('lets the store use the domain logic and shared/, and a screen use both', async () => {
    const store = await importErrors(
      'renderer/src/store/new-slice.ts',
      "import { planCheckout } from '../domain/tender-plan';\nimport { money } from '../../../shared/money';\nexport const s = [planCheckout, money];\n",
    );
    const screen = await importErrors(
      'renderer/src/features/sale/NewPanel.tsx',
      "import { cartTotalOf } from '../../domain/cart-math';\nimport { usePosStore } from '../../store/pos-store';\nexport const p = [cartTotalOf, usePosStore];\n",
    );
    expect([store, screen]).toEqual([[], []]);
  });

  it('still refuses the renderer reaching into electron/ from the store', async () => {
    const errors = await importErrors(
      'renderer/src/store/new-slice.ts',
      "import { SaleDesk } from '../../../electron/services/sale/sale-desk';\nexport const s = SaleDesk;\n",
    );
    expect(errors).toEqual([expect.stringContaining('renderer/ must not import from electron/')]);
  });
});
