import type { DocumentLanguage } from '../../../../shared/bridge/views/document-language';
import type { RoundingContextView } from '../../../../shared/bridge/views/sale';
import type { Money } from '../../../../shared/money';
import type { DrawerProblem, SaleCashSetup, SaleTaxQuote } from '../../store/sale-slice';
import type { ActionStatus } from '../../store/slice';
import type { CheckoutPlan, TenderDraft, TenderMode } from '../../domain/tender-plan';

/** What the tender panel and its steps are given: the planned figures in, the associate's choices out. */
export interface TenderPanelProps {
  /** What the customer owes before cash rounding (tax included). */
  total: Money;
  /** The sale's tax lines, shown above the total (or as contained in it when prices include tax). */
  tax: SaleTaxQuote | null;
  draft: TenderDraft;
  checkout: CheckoutPlan;
  rounding: RoundingContextView | null;
  cash: { setup: SaleCashSetup | null; drawerId: string | null; problem: DrawerProblem | null };
  completion: ActionStatus;
  onModeChange(mode: TenderMode): void;
  onCashTendered(amount: Money | null): void;
  onCardAmount(amount: Money | null): void;
  onCardApproved(approved: boolean): void;
  onChooseDrawer(drawerId: string): void;
  /** The customer's language for the receipt; null: the store's. */
  receiptLanguage: DocumentLanguage | null;
  onReceiptLanguage(language: DocumentLanguage | null): void;
  onComplete(): void;
  onBack(): void;
}
