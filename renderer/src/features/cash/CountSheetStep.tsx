// Step 2: the cash counted by bills and coins (live total) or as a total, beside what it is compared with.
import type { Money } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry, CountType } from '../../store/cash-slice';
import type { BridgeError } from '../../../../shared/bridge';
import { Banner, errorMessage, MoneyField, Tabs, useLocale } from '../../ui';
import type { CountSheetText } from './count-sheet';
import { CountReference } from './CountReference';
import { DenominationCount } from './DenominationCount';
import type { CountMethod } from './use-drawer-count';

export interface CountSheetStepProps {
  entry: CashDrawerEntry;
  type: CountType;
  currency: string;
  canCountPieces: boolean;
  method: CountMethod;
  onMethod(method: CountMethod): void;
  sheet: CountSheetText;
  onSheet(sheet: CountSheetText): void;
  totalText: string;
  onTotalText(text: string): void;
  counted: Money | null;
  /** Why the drawer did not open by itself (it is opened with its key). */
  startProblem: string | null;
  recordError: BridgeError | null;
  /** Once the last piece is counted: the focus goes to "Record". */
  onSheetDone(): void;
}

export function CountSheetStep(props: CountSheetStepProps) {
  const { currency, method, startProblem, recordError } = props;
  const t = useMessages();
  const totalEntry = <TotalEntry currency={currency} value={props.totalText} onChange={props.onTotalText} />;
  return (
    <div className="count-step">
      {startProblem ? (
        <Banner tone="danger" title={t('cash.count.openByHand')}>
          {startProblem}
        </Banner>
      ) : null}
      <aside className="count-step__reference" aria-label={t('cash.count.compare')}>
        <CountReference entry={props.entry} type={props.type} counted={props.counted} />
      </aside>
      <div className="count-step__sheet">
        {props.canCountPieces ? (
          <Tabs
            label={t('cash.count.how')}
            tabs={[
              { id: 'denominations', label: t('cash.count.pieces') },
              { id: 'total', label: t('cash.count.totalOnly') },
            ]}
            selected={method}
            onSelect={props.onMethod}
          >
            {method === 'denominations' ? (
              <DenominationCount
                currency={currency}
                value={props.sheet}
                onChange={props.onSheet}
                onDone={props.onSheetDone}
                autoFocus
              />
            ) : (
              totalEntry
            )}
          </Tabs>
        ) : (
          totalEntry
        )}
      </div>
      {recordError ? (
        <Banner tone="danger" title={t('cash.count.notRecorded')}>
          {errorMessage(recordError)}
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
