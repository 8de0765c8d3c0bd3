// Cash moving in and out of a drawer: transactions and counts recorded by the main process first (outbox),
// the drawer opened after; what the drawer did is kept as a notice for the screen (use the key when it did
// not answer). A recorded transaction updates its drawer's figures and list at once.
import type { DrawerOutcomeView, DrawerSummaryView } from '../../../../shared/bridge/views/cash';
import { DONE, failed, PENDING, sameSession, type ActionGroup, type PosSet } from '../slice';
import type { CashSlice, DrawerOutcomeNotice } from '../cash-slice';

function replaceSummary(set: PosSet, summary: DrawerSummaryView): void {
  set((state) => ({
    cashDrawers: state.cashDrawers.map((entry) =>
      entry.drawer.drawerId === summary.drawerId ? { ...entry, summary } : entry,
    ),
  }));
}

export const cashTransactionActions: ActionGroup<
  CashSlice,
  'startCount' | 'recordCashTransaction' | 'recordCount'
> = (bridge) => (set, get) => {
  let outcomeSeq = 0;

  function noteOutcome(drawerId: string, cause: DrawerOutcomeNotice['cause'], outcome: DrawerOutcomeView) {
    // "Not needed" (no cash moves, or a repeat) says nothing worth showing.
    if (outcome.outcome === 'not_needed') return;
    set({ drawerOutcome: { seq: ++outcomeSeq, drawerId, cause, outcome, at: new Date().toISOString() } });
  }

  return {
    async startCount(drawerId, type) {
      set({ countStart: PENDING });
      try {
        const { drawer } = await bridge.cash.startCount({ drawerId, type });
        noteOutcome(drawerId, `start_${type}`, drawer);
        set({ countStart: DONE });
        return drawer;
      } catch (error) {
        set({ countStart: failed(error) });
        return null;
      }
    },

    async recordCashTransaction(input) {
      set({ cashRecord: PENDING });
      try {
        const current = sameSession(get);
        const recorded = await bridge.cash.recordTransaction({
          transactionId: input.transactionId,
          drawerId: input.drawerId,
          type: input.type,
          amount: input.amount,
          ...(input.reasonCode ? { reasonCode: input.reasonCode } : {}),
          ...(input.countedAmount ? { countedAmount: input.countedAmount } : {}),
          ...(input.denominations ? { denominations: input.denominations } : {}),
        });
        if (!current()) return recorded;
        replaceSummary(set, recorded.summary);
        set((state) => {
          const known = state.cashTransactions[input.drawerId];
          if (!known) return { cashRecord: DONE };
          const others = known.filter((entry) => entry.transactionId !== recorded.transaction.transactionId);
          return {
            cashRecord: DONE,
            cashTransactions: {
              ...state.cashTransactions,
              [input.drawerId]: [recorded.transaction, ...others],
            },
          };
        });
        noteOutcome(input.drawerId, input.type, recorded.drawer);
        return recorded;
      } catch (error) {
        set({ cashRecord: failed(error) });
        return null;
      }
    },

    recordCount({ type, counted, ...rest }) {
      return get().recordCashTransaction({
        ...rest,
        type,
        // The platform's rule: an audit moves no cash (amount 0); the open puts the counted float in, and the
        // close leaves the counted cash as the drawer's last amount. The count itself is counted_amount.
        amount: type === 'audit_count' ? { minor: 0, currency: counted.currency } : counted,
        countedAmount: counted,
      });
    },
  };
};
