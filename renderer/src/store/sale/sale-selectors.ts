// What the screens and the sale's actions read off the sale and cash state: the sale's currency and total, the
// checkout plan, how the store takes cash and which drawer takes this sale's cash. Pure and derived, never
// stored; the memoised selectors answer the same object for the same inputs (useShallow re-renders less).
import { cartTotalOf } from '../../domain/cart-math';
import { planCheckout, type CheckoutPlan, type TenderDraft } from '../../domain/tender-plan';
import type { Money } from '../../../../shared/money';
import type { CashSlice } from '../cash-slice';
import type { SaleCashSetup, SaleSlice } from '../sale-slice';

/** The sale's currency: the cart's prices', else the store's. */
export function saleCurrencyOf(state: Pick<SaleSlice, 'cart' | 'roundingContext'>): string {
  return state.cart[0]?.product.price?.currency || state.roundingContext?.currency || 'USD';
}

/** What the customer owes before cash rounding: the quoted total with tax once payment started, else the lines' sum. */
export function cartTotal(state: Pick<SaleSlice, 'cart' | 'roundingContext' | 'saleTax'>): Money {
  return state.saleTax?.total ?? cartTotalOf(state.cart, saleCurrencyOf(state));
}

type CheckoutInputs = Pick<SaleSlice, 'cart' | 'roundingContext' | 'saleTax' | 'tenderDraft'>;
let lastCheckout: { inputs: CheckoutInputs; plan: CheckoutPlan } | null = null;

/**
 * The tender draft planned against the cart's total: derived from the cart, the quoted tax, the rounding rule
 * and the draft, never stored. The same inputs answer the same plan object, so a screen selecting it with
 * useShallow re-renders only when one of them changed.
 */
export function selectCheckout(state: CheckoutInputs): CheckoutPlan {
  const last = lastCheckout;
  if (
    last &&
    last.inputs.cart === state.cart &&
    last.inputs.roundingContext === state.roundingContext &&
    last.inputs.saleTax === state.saleTax &&
    last.inputs.tenderDraft === state.tenderDraft
  ) {
    return last.plan;
  }
  const plan = planCheckout(cartTotal(state), state.tenderDraft, state.roundingContext);
  const { cart, roundingContext, saleTax, tenderDraft } = state;
  lastCheckout = { inputs: { cart, roundingContext, saleTax, tenderDraft }, plan };
  return plan;
}

type CashInputs = Pick<CashSlice, 'cashSettings' | 'cashDrawers' | 'drawerStatus'>;
let lastCashSetup: { inputs: CashInputs; setup: SaleCashSetup | null } | null = null;

/**
 * How the store takes cash, read from the cash slice's settings, drawers and paired drawer (the one copy of
 * those facts; the session reset clears them, so a manager's figures never reach the next associate). Null
 * until the cash slice has loaded the store's settings.
 */
export function selectSaleCashSetup(state: CashInputs): SaleCashSetup | null {
  const last = lastCashSetup;
  if (
    last &&
    last.inputs.cashSettings === state.cashSettings &&
    last.inputs.cashDrawers === state.cashDrawers &&
    last.inputs.drawerStatus === state.drawerStatus
  ) {
    return last.setup;
  }
  const { cashSettings, cashDrawers, drawerStatus } = state;
  let setup: SaleCashSetup | null = null;
  if (cashSettings) {
    const drawers = cashDrawers.map(({ drawer, summary }) => ({
      drawerId: drawer.drawerId,
      name: drawer.name,
      open: summary.state === 'open',
    }));
    const paired = drawerStatus?.paired?.drawerId ?? null;
    setup = {
      operationMode: cashSettings.operationMode,
      drawers,
      pairedDrawerId: drawers.some((drawer) => drawer.drawerId === paired) ? paired : null,
    };
  }
  lastCashSetup = { inputs: { cashSettings, cashDrawers, drawerStatus }, setup };
  return setup;
}

/** The drawer a cash sale goes into when the associate has not chosen: the chosen one while it is open, else
 * the only open one; none when the paired drawer takes it or the store takes no cash in drawers. */
export function drawerForSale(setup: SaleCashSetup | null, chosen: string | null): string | null {
  if (!setup || setup.operationMode === 'none' || setup.pairedDrawerId) return null;
  const open = setup.drawers.filter((drawer) => drawer.open);
  if (open.some((drawer) => drawer.drawerId === chosen)) return chosen;
  return open.length === 1 ? (open[0]?.drawerId ?? null) : null;
}

/** Whether this sale's tenders take cash (the drawer matters then). */
export function takesCash(draft: TenderDraft): boolean {
  return draft.mode !== 'card';
}

/** Why cash cannot go into a drawer right now: no drawer is open, or none is chosen among the open ones. */
export type DrawerProblem = 'none_open' | 'choose_drawer';

/** Why cash cannot go into a drawer right now (the screen words it from the catalog), or null. */
export function drawerProblemOf(setup: SaleCashSetup | null, drawerId: string | null): DrawerProblem | null {
  if (!setup || setup.operationMode === 'none') return null;
  if (setup.pairedDrawerId) return null;
  if (setup.drawers.every((drawer) => !drawer.open)) return 'none_open';
  if (!drawerId) return 'choose_drawer';
  return null;
}
