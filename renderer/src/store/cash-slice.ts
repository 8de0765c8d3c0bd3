// Cash management of the selected store as the screens show it: the operation mode and drawers (setup is
// the manager's), each drawer's figures and transactions, the drawer paired with this workstation (live from
// onDrawerStatusChanged), and what the drawer did after a transaction. Transactions are recorded by the main
// process first (outbox) and the drawer opened after, so a drawer that does not answer loses nothing: the
// slice keeps that outcome for the screen to tell the associate to use the key.
//
// The actions live in store/cash/, one file per group (figures, setup, transactions, pairing); this file
// holds the slice's shape, its session state, the pure readings the screens share, and composes the groups.
import type {
  CashDrawerView,
  CashTransactionView,
  DiscoveredDrawer,
  DrawerOutcomeView,
  DrawerStatusView,
  DrawerSummaryView,
  StoreCashSettings,
} from '../../../shared/bridge/views/cash';
import type { CashOperationMode, CashTransactionType } from '../../../shared/cash/transaction-types';
import { depositAtClose, type DepositPlan } from '../../../shared/cash/deposit';
import type { Money } from '../../../shared/money';
import { cashFiguresActions } from './cash/cash-figures-actions';
import { cashPairingActions } from './cash/cash-pairing-actions';
import { cashSetupActions } from './cash/cash-setup-actions';
import { cashTransactionActions } from './cash/cash-transaction-actions';
import { asBridgeError, IDLE, type ActionNames, type ActionStatus, type PosSliceCreator } from './slice';

export type CountType = 'daily_open' | 'audit_count' | 'daily_close';

export interface CashDrawerEntry {
  drawer: CashDrawerView;
  summary: DrawerSummaryView;
}

/** A drawer as the manager edits it before saving the store's setup (serial null: non-integrated). */
export interface CashDrawerDraft {
  drawerId: string;
  name: string;
  recommendedFloat: Money;
  serial: string | null;
}

export interface CashSetupDraft {
  operationMode: CashOperationMode;
  drawers: CashDrawerDraft[];
}

export interface CashTransactionInput {
  /** Chosen when the form opens, so a retry after a failure records the transaction once. */
  transactionId: string;
  drawerId: string;
  type: CashTransactionType;
  amount: Money;
  reasonCode?: string;
  countedAmount?: Money;
  /** Face value in minor units → pieces (a count by bills and coins). */
  denominations?: Record<string, number>;
}

export interface CountInput {
  transactionId: string;
  drawerId: string;
  type: CountType;
  counted: Money;
  denominations?: Record<string, number>;
}

export interface RecordedCashTransaction {
  transaction: CashTransactionView;
  summary: DrawerSummaryView;
  drawer: DrawerOutcomeView;
}

/** What the drawer did after the last transaction (or count start) made here; the screen shows it. */
export interface DrawerOutcomeNotice {
  seq: number;
  drawerId: string;
  /** The transaction type, or the count that was started. */
  cause: CashTransactionType | `start_${CountType}`;
  outcome: DrawerOutcomeView;
  /** When the answer came (ISO 8601): a drawer status checked after it is newer news. */
  at: string;
}

export interface CashSlice {
  /** Mode, drawers and whether the business allows cash management; null until loaded. */
  cashSettings: StoreCashSettings | null;
  cashLoad: ActionStatus;
  cashDrawers: CashDrawerEntry[];
  /** The store's currency: its drawers', else the one it sells in (for a store without drawers yet). */
  cashCurrency: string | null;
  /** Transactions by drawer id, newest first (loaded on demand). */
  cashTransactions: Readonly<Record<string, CashTransactionView[]>>;
  cashTransactionsLoad: ActionStatus & { drawerId: string | null };
  /** The drawer paired with this workstation and whether it answers / is open; null until asked. */
  drawerStatus: DrawerStatusView | null;
  cashSetupSave: ActionStatus;
  cashRecord: ActionStatus;
  countStart: ActionStatus;
  drawerOutcome: DrawerOutcomeNotice | null;
  discoveredDrawers: DiscoveredDrawer[];
  drawerDiscovery: ActionStatus;
  drawerPairing: ActionStatus;

  /** Follows the paired drawer's status and the outbox (a delivered transaction changes its state). */
  followCash(): () => void;
  /** Settings, drawers with their figures, the store's currency and the paired drawer (without asking it). */
  loadCash(): Promise<void>;
  refreshCashDrawers(): Promise<void>;
  loadCashTransactions(drawerId: string): Promise<void>;
  saveCashSetup(draft: CashSetupDraft): Promise<boolean>;
  /** Opens the drawer for counting (integrated, paired here) before the count is recorded. */
  startCount(drawerId: string, type: CountType): Promise<DrawerOutcomeView | null>;
  recordCashTransaction(input: CashTransactionInput): Promise<RecordedCashTransaction | null>;
  /** Records a count (open, audit, close) of `counted`, broken down by bills and coins when given. */
  recordCount(input: CountInput): Promise<RecordedCashTransaction | null>;
  /** Asks the paired drawer whether it answers and is open. */
  checkDrawerStatus(): Promise<void>;
  discoverCashDrawers(): Promise<void>;
  /** Pairs this workstation with the store's drawer `drawerId` from the serial scanned on it. */
  pairCashDrawer(drawerId: string, serial: string): Promise<boolean>;
  unpairCashDrawer(): Promise<boolean>;
  dismissDrawerOutcome(): void;
  clearCashErrors(): void;
}

/** The cash part of a session as it starts (session-reset.ts puts it back for each new session). */
export function cashSessionState(): Omit<CashSlice, ActionNames<CashSlice> | 'drawerStatus'> {
  return {
    cashSettings: null,
    cashLoad: IDLE,
    cashDrawers: [],
    cashCurrency: null,
    cashTransactions: {},
    cashTransactionsLoad: { ...IDLE, drawerId: null },
    cashSetupSave: IDLE,
    cashRecord: IDLE,
    countStart: IDLE,
    drawerOutcome: null,
    discoveredDrawers: [],
    drawerDiscovery: IDLE,
    drawerPairing: IDLE,
  };
}

export const createCashSlice: PosSliceCreator<CashSlice> = (bridge) => (set, get) => ({
  ...cashSessionState(),
  // The drawer paired with this workstation belongs to the workstation, not to who is signed in.
  drawerStatus: null,
  ...cashFiguresActions(bridge)(set, get),
  ...cashSetupActions(bridge)(set, get),
  ...cashTransactionActions(bridge)(set, get),
  ...cashPairingActions(bridge)(set, get),

  dismissDrawerOutcome: () => set({ drawerOutcome: null }),

  clearCashErrors: () =>
    set((state) => ({
      cashSetupSave: state.cashSetupSave.status === 'failed' ? IDLE : state.cashSetupSave,
      cashRecord: state.cashRecord.status === 'failed' ? IDLE : state.cashRecord,
      countStart: state.countStart.status === 'failed' ? IDLE : state.countStart,
      drawerPairing: state.drawerPairing.status === 'failed' ? IDLE : state.drawerPairing,
    })),
});

/** The business has not enabled cash management (the platform's 409, or the synced configuration). */
export const CASH_MANAGEMENT_DISABLED_MESSAGE =
  'Cash management is not enabled for this business — an administrator can enable it in Setup';

export function isCashManagementDisabled(error: unknown): boolean {
  return asBridgeError(error).code === 'cash_management_disabled';
}

/** The drawer of this store paired with this workstation, if any. */
export function pairedDrawerIdOf(
  status: DrawerStatusView | null,
  drawers: readonly CashDrawerEntry[],
): string | null {
  const paired = status?.paired?.drawerId;
  return paired && drawers.some((entry) => entry.drawer.drawerId === paired) ? paired : null;
}

/** A blind count: the figures came without the expected amount (an associate, unless the business shows it). */
export function isBlind(summary: DrawerSummaryView): boolean {
  return summary.expectedAmount === null;
}

/**
 * The close of a day: what was counted, what to take to the bank and what stays in the drawer for tomorrow
 * (the drawer keeps its recommended float; see shared/cash depositAtClose). Null before a close.
 */
export function closingPlanOf(entry: CashDrawerEntry): (DepositPlan & { counted: Money }) | null {
  const count = entry.summary.lastCount;
  if (entry.summary.state !== 'closed' || count?.type !== 'daily_close') return null;
  return {
    counted: count.countedAmount,
    ...depositAtClose({ counted: count.countedAmount, floatToKeep: entry.drawer.recommendedFloat }),
  };
}

/**
 * A new drawer's id: `<store>-<random>`. Never a number that a removed drawer had — the platform keeps each
 * drawer's transactions by its id, so a reused id would hand the old drawer's history to the new one.
 */
export function newDrawerId(storeId: string): string {
  return `${storeId}-${crypto.randomUUID().slice(0, 8)}`;
}
