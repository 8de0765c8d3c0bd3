// Counting a drawer — to open the day, for an audit, or to close the day — in three steps:
// 1. Start count: an integrated drawer paired here springs open (the cash is counted before anything is
//    recorded); a drawer opened by hand, or one this workstation cannot open, is opened with its key.
// 2. Count by bills and coins (live total) or as a total. The expected amount and the live variance are shown
//    only when the figures carry them (managers, or associates when the business exposes them): otherwise the
//    count is blind.
// 3. The result: the float the day opens with, the audit's variance, or the close with the deposit.
// The parts: useDrawerCount (the state), CountStartStep, CountSheetStep, CountResult, CountDialogFooter.
import { useId } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry, CountType } from '../../store/cash-slice';
import { Dialog } from '../../ui';
import { countTitle } from './cash-labels';
import { CountDialogFooter } from './CountDialogFooter';
import { CountResult } from './CountResult';
import { CountSheetStep } from './CountSheetStep';
import { CountStartStep } from './CountStartStep';
import { useDrawerCount } from './use-drawer-count';
import { ZReportPrintStatus } from './ZReportPrintStatus';

export interface CountDialogProps {
  entry: CashDrawerEntry;
  type: CountType;
  /** How the drawer opens: by the app (integrated, paired here) or by hand. */
  opensByApp: boolean;
  onClose(): void;
}

export function CountDialog({ entry, type, opensByApp, onClose }: CountDialogProps) {
  const t = useMessages();
  const count = useDrawerCount(entry, type);
  const { step, liveEntry, counted } = count;
  const recordButtonId = useId();
  const { drawer } = entry;

  const title = t('cash.count.title', { count: countTitle(t, type), name: drawer.name });
  const action = type === 'audit_count' ? t('cash.count.record') : countTitle(t, type);
  const footer = (
    <CountDialogFooter
      step={step}
      action={action}
      counted={counted}
      starting={count.starting}
      recording={count.recording}
      recordButtonId={recordButtonId}
      onStart={() => void count.start()}
      onRecord={() => void count.record()}
      onClose={onClose}
    />
  );

  return (
    <Dialog open title={title} onClose={onClose} footer={footer} wide dismissible={!count.recording}>
      {step === 'start' ? (
        <CountStartStep entry={liveEntry} type={type} opensByApp={opensByApp} problem={count.startProblem} />
      ) : step === 'count' ? (
        <CountSheetStep
          entry={liveEntry}
          type={type}
          currency={count.currency}
          canCountPieces={count.canCountPieces}
          method={count.method}
          onMethod={count.setMethod}
          sheet={count.sheet}
          onSheet={count.setSheet}
          totalText={count.totalText}
          onTotalText={count.setTotalText}
          counted={counted}
          startProblem={count.startProblem}
          recordError={count.recordError}
          onSheetDone={() => document.getElementById(recordButtonId)?.focus()}
        />
      ) : (
        <CountResult
          entry={liveEntry}
          type={type}
          counted={liveEntry.summary.lastCount?.countedAmount ?? counted}
          zReport={<ZReportPrintStatus job={count.zReportJob} />}
        />
      )}
    </Dialog>
  );
}
