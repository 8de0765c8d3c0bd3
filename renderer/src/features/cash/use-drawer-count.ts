// The state of one drawer count through its three steps: the drawer opened, the sheet or total typed, the
// count recorded once (one transaction id, however often "Record" is pressed after a failure), and for a
// close the Z report's print job followed from the start.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { denominationsOf } from '../../../../shared/cash/denominations';
import type { Money } from '../../../../shared/money';
import type { BridgeError } from '../../../../shared/bridge';
import type { DrawerOutcomeView } from '../../../../shared/bridge/views/cash';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import type { CashDrawerEntry, CountType } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { parseMoneyInput, useErrorText, useLocale } from '../../ui';
import { readCountSheet, type CountSheetText } from './count-sheet';
import { drawerNoticeText } from './drawer-problem-text';

export type CountStepName = 'start' | 'count' | 'done';
export type CountMethod = 'denominations' | 'total';

export function useDrawerCount(entry: CashDrawerEntry, type: CountType) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const errorText = useErrorText();
  const { drawer } = entry;
  const currency = drawer.recommendedFloat.currency;
  const canCountPieces = denominationsOf(currency).length > 0;
  // One id for this count: pressing "Record" again after a failure records it once.
  const [transactionId] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<CountStepName>('start');
  const [method, setMethod] = useState<CountMethod>(canCountPieces ? 'denominations' : 'total');
  const [sheet, setSheet] = useState<CountSheetText>({});
  const [totalText, setTotalText] = useState('');
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const store = usePosStore(
    useShallow((state) => ({
      starting: state.countStart.status === 'pending',
      recording: state.cashRecord.status === 'pending',
      recordError: state.cashRecord.status === 'failed' ? state.cashRecord.error : null,
      liveEntry:
        state.cashDrawers.find((candidate) => candidate.drawer.drawerId === drawer.drawerId) ?? entry,
    })),
  );

  useEffect(() => {
    api.getState().clearCashErrors();
  }, [api]);
  // A close prints its Z report once it reaches the platform: its print job is followed from the start.
  useEffect(() => (type === 'daily_close' ? api.getState().followPrintJobs() : undefined), [api, type]);
  const zReportJob = usePosStore((state) =>
    type === 'daily_close'
      ? Object.values(state.printJobs).find((job) => job.reportId === transactionId)
      : undefined,
  );

  const sheetReading = readCountSheet(currency, sheet);
  const counted: Money | null =
    method === 'denominations'
      ? sheetReading.ok
        ? sheetReading.total
        : null
      : parseTotal(totalText, currency, locale);

  async function start() {
    const outcome = await api.getState().startCount(drawer.drawerId, type);
    setStartProblem(startProblemText(outcome, api.getState().countStart.error, t, errorText.message));
    if (outcome !== null) setStep('count');
  }

  async function record() {
    if (!counted) return;
    const recorded = await api.getState().recordCount({
      transactionId,
      drawerId: drawer.drawerId,
      type,
      counted,
      ...(method === 'denominations' && sheetReading.ok ? { denominations: sheetReading.counts } : {}),
    });
    if (!recorded) return;
    setStep('done');
    // The report may have printed before the push events were followed.
    if (type === 'daily_close') void api.getState().loadPrintJobs();
  }

  return {
    ...store,
    currency,
    canCountPieces,
    step,
    method,
    setMethod,
    sheet,
    setSheet,
    totalText,
    setTotalText,
    startProblem,
    counted,
    zReportJob,
    start,
    record,
  };
}

function parseTotal(text: string, currency: string, locale: string): Money | null {
  const reading = parseMoneyInput(text, currency, locale);
  return reading.ok ? reading.money : null;
}

/** Why counting could not start, or what to do with a drawer that did not open for it (null: nothing). */
function startProblemText(
  outcome: DrawerOutcomeView | null,
  error: BridgeError | null,
  t: Translate,
  errorMessage: (error: BridgeError) => string,
): string | null {
  if (outcome === null) return error ? errorMessage(error) : t('cash.count.startFailed');
  return outcome.outcome === 'failed' && outcome.notice ? drawerNoticeText(outcome.notice, t) : null;
}
