import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { cartTotal, drawerProblemOf, selectCheckout, selectSaleCashSetup } from '../../store/sale-slice';
import { TenderPanel } from './TenderPanel';

/** The tender panel on the store's state. */
export function SalePayment() {
  const api = usePosStoreApi();
  const state = usePosStore(
    useShallow((s) => ({
      cart: s.cart,
      rounding: s.roundingContext,
      tax: s.saleTax,
      draft: s.tenderDraft,
      checkout: selectCheckout(s),
      setup: selectSaleCashSetup(s),
      drawerId: s.saleDrawerId,
      completion: s.saleCompletion,
      receiptLanguage: s.receiptLanguage,
    })),
  );
  const total = cartTotal({ cart: state.cart, roundingContext: state.rounding, saleTax: state.tax });
  const actions = api.getState();
  return (
    <TenderPanel
      total={total}
      tax={state.tax}
      draft={state.draft}
      checkout={state.checkout}
      rounding={state.rounding}
      cash={{
        setup: state.setup,
        drawerId: state.drawerId,
        problem: drawerProblemOf(state.setup, state.drawerId),
      }}
      completion={state.completion}
      onModeChange={actions.setTenderMode}
      onCashTendered={actions.setCashTendered}
      onCardAmount={actions.setCardAmount}
      onCardApproved={actions.setCardApproved}
      onChooseDrawer={actions.chooseSaleDrawer}
      receiptLanguage={state.receiptLanguage}
      onReceiptLanguage={actions.chooseReceiptLanguage}
      onComplete={() => void api.getState().completeSale()}
      onBack={actions.backToCart}
    />
  );
}
