import type { RefundPreviewView } from '../../../../shared/bridge/views/returns';
import { useMessages } from '../../i18n/I18nProvider';
import type { ActionStatus } from '../../store/slice';
import { Banner, MoneyText, errorMessage, errorWhatToDo } from '../../ui';
import { RefundRows } from './RefundRows';

/** The refund the platform will make: goods, tax, then tender by tender; or why it could not be worked out. */
export function RefundPreview({
  preview,
  previewing,
}: {
  preview: RefundPreviewView | null;
  previewing: ActionStatus;
}) {
  const t = useMessages();
  return (
    <>
      {previewing.status === 'failed' && previewing.error ? (
        <Banner tone="danger" title={errorMessage(previewing.error)}>
          {errorWhatToDo(previewing.error)}
        </Banner>
      ) : null}
      {preview ? (
        <dl className="history__totals" aria-label={t('history.return.refund')}>
          <div className="history__row">
            <dt>{t('history.return.goods')}</dt>
            <dd>
              <MoneyText value={preview.goods} />
            </dd>
          </div>
          {preview.tax.minor > 0 ? (
            <div className="history__row">
              <dt>{t('history.return.tax')}</dt>
              <dd>
                <MoneyText value={preview.tax} />
              </dd>
            </div>
          ) : null}
          <RefundRows
            refunds={preview.refunds}
            totalRefunded={preview.totalRefunded}
            rowClassName="history__row"
          />
        </dl>
      ) : (
        <p className="history__muted">{t('history.return.enterQuantities')}</p>
      )}
    </>
  );
}
