// Counting a drawer — to open the day, for an audit, or to close the day — in three steps:
// 1. Start count: an integrated drawer paired here springs open (the cash is counted before anything is
//    recorded); a drawer opened by hand, or one this workstation cannot open, is opened with its key.
// 2. Count by bills and coins (live total) or as a total. The expected amount and the live variance are shown
//    only when the figures carry them (managers, or associates when the business exposes them): otherwise the
//    count is blind.
// 3. The result: the float the day opens with, the audit's variance, or the close with the deposit.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { denominationsOf } from '../../../../shared/cash/denominations';
import { abs, subtract, type Money } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry, CountType } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  Dialog,
  MoneyField,
  MoneyText,
  parseMoneyInput,
  StatusBadge,
  Tabs,
  useLocale,
} from '../../ui';
import { CloseSummary, FigureList, VarianceBadge, type FigureRow } from './CashFigures';
import { countTitle } from './cash-labels';
import { readCountSheet, type CountSheetText } from './count-sheet';
import { DenominationCount } from './DenominationCount';
import { ZReportPrintStatus } from './ZReportPrintStatus';

type Step = 'start' | 'count' | 'done';
type Method = 'denominations' | 'total';

export interface CountDialogProps {
  entry: CashDrawerEntry;
  type: CountType;
  /** How the drawer opens: by the app (integrated, paired here) or by hand. */
  opensByApp: boolean;
  onClose(): void;
}

export function CountDialog({ entry, type, opensByApp, onClose }: CountDialogProps) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
  const { drawer } = entry;
  const currency = drawer.recommendedFloat.currency;
  const canCountPieces = denominationsOf(currency).length > 0;
  // One id for this count: pressing "Record" again after a failure records it once.
  const [transactionId] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<Step>('start');
  const [method, setMethod] = useState<Method>(canCountPieces ? 'denominations' : 'total');
  const [sheet, setSheet] = useState<CountSheetText>({});
  const [totalText, setTotalText] = useState('');
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const recordButtonId = useId();
  const { starting, recording, recordError, liveEntry } = usePosStore(
    useShallow((state) => ({
      starting: state.countStart.status === 'pending',
      recording: state.cashRecord.status === 'pending',
      recordError: state.cashRecord.status === 'failed' ? state.cashRecord.error : null,
      liveEntry:
        state.cashDrawers.find((candidate) => candidate.drawer.drawerId === drawer.drawerId) ?? entry,
    })),
  );
  const summary = liveEntry.summary;

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
    if (outcome === null) {
      setStartProblem(api.getState().countStart.error?.message ?? t('cash.count.startFailed'));
      return;
    }
    setStartProblem(outcome.outcome === 'failed' ? outcome.message : null);
    setStep('count');
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

  const title = t('cash.count.title', { count: countTitle(t, type), name: drawer.name });
  const action = type === 'audit_count' ? t('cash.count.record') : countTitle(t, type);
  const footer =
    step === 'start' ? (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t('cash.cancel')}
        </Button>
        <Button
          variant="primary"
          size="large"
          icon="cash"
          busy={starting}
          onClick={() => void start()}
          autoFocus
        >
          {t('cash.count.start')}
        </Button>
      </>
    ) : step === 'count' ? (
      <>
        <Button variant="ghost" onClick={onClose} disabled={recording}>
          {t('cash.cancel')}
        </Button>
        <Button
          id={recordButtonId}
          variant="primary"
          size="large"
          busy={recording}
          disabled={counted === null}
          onClick={() => void record()}
        >
          {counted
            ? rich('cash.count.submitWith', { action, amount: <MoneyText value={counted} /> })
            : action}
        </Button>
      </>
    ) : (
      <Button variant="primary" size="large" onClick={onClose} autoFocus>
        {t('cash.done')}
      </Button>
    );

  return (
    <Dialog open title={title} onClose={onClose} footer={footer} wide dismissible={!recording}>
      {step === 'start' ? (
        <StartStep entry={liveEntry} type={type} opensByApp={opensByApp} problem={startProblem} />
      ) : step === 'count' ? (
        <div className="count-step">
          {startProblem ? (
            <Banner tone="danger" title={t('cash.count.openByHand')}>
              {startProblem}
            </Banner>
          ) : null}
          <aside className="count-step__reference" aria-label={t('cash.count.compare')}>
            <Reference entry={liveEntry} type={type} counted={counted} />
          </aside>
          <div className="count-step__sheet">
            {canCountPieces ? (
              <Tabs
                label={t('cash.count.how')}
                tabs={[
                  { id: 'denominations', label: t('cash.count.pieces') },
                  { id: 'total', label: t('cash.count.totalOnly') },
                ]}
                selected={method}
                onSelect={setMethod}
              >
                {method === 'denominations' ? (
                  <DenominationCount
                    currency={currency}
                    value={sheet}
                    onChange={setSheet}
                    onDone={() => document.getElementById(recordButtonId)?.focus()}
                    autoFocus
                  />
                ) : (
                  <TotalEntry currency={currency} value={totalText} onChange={setTotalText} />
                )}
              </Tabs>
            ) : (
              <TotalEntry currency={currency} value={totalText} onChange={setTotalText} />
            )}
          </div>
          {recordError ? (
            <Banner tone="danger" title={t('cash.count.notRecorded')}>
              {recordError.message}
            </Banner>
          ) : null}
        </div>
      ) : (
        <Result
          entry={liveEntry}
          type={type}
          counted={summary.lastCount?.countedAmount ?? counted}
          zReport={<ZReportPrintStatus job={zReportJob} />}
        />
      )}
    </Dialog>
  );
}

function StartStep({
  entry,
  type,
  opensByApp,
  problem,
}: {
  entry: CashDrawerEntry;
  type: CountType;
  opensByApp: boolean;
  problem: string | null;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <div className="count-start">
      <p className="count-start__lead">{t(`cash.count.lead.${type}`)}</p>
      <ol className="count-start__steps">
        <li>{t(opensByApp ? 'cash.count.step.opensByApp' : 'cash.count.step.byHand')}</li>
        <li>{t('cash.count.step.count')}</li>
        <li>{t(type === 'daily_open' ? 'cash.count.step.openDay' : 'cash.count.step.record')}</li>
      </ol>
      {type === 'daily_open' ? (
        <p className="count-start__float">
          {rich('cash.count.recommended', { amount: <MoneyText value={entry.drawer.recommendedFloat} /> })}
        </p>
      ) : null}
      {problem ? (
        <Banner tone="danger" title={t('cash.count.startFailed.title')}>
          {problem}
        </Banner>
      ) : null}
    </div>
  );
}

function TotalEntry({
  currency,
  value,
  onChange,
}: {
  currency: string;
  value: string;
  onChange(text: string): void;
}) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <div className="count-total">
      <MoneyField
        label={t('cash.count.total')}
        currency={currency}
        locale={locale}
        value={value}
        onValueChange={(text) => onChange(text)}
        hint={t('cash.count.total.hint')}
        autoFocus
      />
    </div>
  );
}

/** Above the count: the recommended float (open), or the expected amount and live variance (unless blind). */
function Reference({
  entry,
  type,
  counted,
}: {
  entry: CashDrawerEntry;
  type: CountType;
  counted: Money | null;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  const { summary, drawer } = entry;
  const countedText = counted ? <MoneyText value={counted} /> : '—';
  if (type === 'daily_open') {
    const difference = counted ? subtract(counted, drawer.recommendedFloat) : null;
    return (
      <FigureList
        label={t('cash.count.float')}
        layout="tiles"
        rows={[
          { label: t('cash.figure.recommendedFloat'), value: <MoneyText value={drawer.recommendedFloat} /> },
          { label: t('cash.figure.counted'), value: countedText, emphasis: true },
          {
            label: t('cash.count.difference'),
            value:
              difference === null ? (
                '—'
              ) : difference.minor === 0 ? (
                <StatusBadge tone="success">{t('cash.count.asRecommended')}</StatusBadge>
              ) : (
                <StatusBadge tone="info">
                  {rich(difference.minor > 0 ? 'cash.count.above' : 'cash.count.below', {
                    amount: <MoneyText value={abs(difference)} />,
                  })}
                </StatusBadge>
              ),
          },
        ]}
      />
    );
  }
  if (!summary.expectedAmount) {
    return (
      <FigureList
        label={t('cash.count.blind')}
        layout="tiles"
        rows={[
          { label: t('cash.figure.counted'), value: countedText, emphasis: true },
          {
            label: t('cash.count.blind'),
            value: <span className="blind-count">{t('cash.count.blind.note')}</span>,
          },
        ]}
      />
    );
  }
  const variance = counted ? subtract(counted, summary.expectedAmount) : null;
  return (
    <FigureList
      label={t('cash.count.againstExpected')}
      layout="tiles"
      rows={[
        { label: t('cash.figure.expectedInDrawer'), value: <MoneyText value={summary.expectedAmount} /> },
        { label: t('cash.figure.counted'), value: countedText, emphasis: true },
        { label: t('cash.figure.variance'), value: variance ? <VarianceBadge variance={variance} /> : '—' },
      ]}
    />
  );
}

function Result({
  entry,
  type,
  counted,
  zReport,
}: {
  entry: CashDrawerEntry;
  type: CountType;
  counted: Money | null;
  /** What became of the close's Z report. */
  zReport: ReactNode;
}) {
  const t = useMessages();
  const { summary, drawer } = entry;
  if (type === 'daily_open') {
    return (
      <div className="count-result" role="status">
        <h3 className="count-result__title">{t('cash.count.opened', { name: drawer.name })}</h3>
        <FigureList
          label={t('cash.count.opening')}
          rows={[
            {
              label: t('cash.figure.openingFloat'),
              value: <MoneyText value={summary.openingFloat} />,
              emphasis: true,
            },
            {
              label: t('cash.figure.recommendedFloat'),
              value: <MoneyText value={drawer.recommendedFloat} />,
            },
          ]}
        />
      </div>
    );
  }
  if (type === 'daily_close') {
    return (
      <div className="count-result" role="status">
        <h3 className="count-result__title">{t('cash.count.closed', { name: drawer.name })}</h3>
        <CloseSummary entry={entry} />
        {zReport}
      </div>
    );
  }
  const rows: FigureRow[] = [
    { label: t('cash.figure.counted'), value: counted ? <MoneyText value={counted} /> : '—' },
  ];
  if (summary.expectedAmount)
    rows.push({ label: t('cash.figure.expected'), value: <MoneyText value={summary.expectedAmount} /> });
  if (summary.variance)
    rows.push({
      label: t('cash.figure.variance'),
      value: <VarianceBadge variance={summary.variance} />,
      emphasis: true,
    });
  return (
    <div className="count-result" role="status">
      <h3 className="count-result__title">{t('cash.count.audited')}</h3>
      <FigureList label={t('cash.count.audit')} rows={rows} />
      {!summary.variance ? <p className="count-result__note">{t('cash.count.blindReview')}</p> : null}
    </div>
  );
}

function parseTotal(text: string, currency: string, locale: string): Money | null {
  const reading = parseMoneyInput(text, currency, locale);
  return reading.ok ? reading.money : null;
}
