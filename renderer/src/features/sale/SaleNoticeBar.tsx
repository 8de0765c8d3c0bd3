// What the last scan or add did ("Added …", "… cannot be sold: No price in this store's price book"),
// announced to screen readers; a refusal stays until dismissed or replaced, a success fades on its own.
import { useEffect } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import type { SaleNoticeText } from '../../store/sale-slice';
import { Icon, IconButton, useErrorText } from '../../ui';
import type { ErrorLike } from '../../ui/error-advice';

const SUCCESS_SHOWN_MS = 4000;

export function SaleNoticeBar() {
  const api = usePosStoreApi();
  const notice = usePosStore((state) => state.saleNotice);
  const t = useMessages();
  const errorText = useErrorText();

  useEffect(() => {
    if (!notice || notice.tone === 'danger') return;
    const timer = setTimeout(() => {
      if (api.getState().saleNotice?.seq === notice.seq) api.getState().dismissSaleNotice();
    }, SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice, api]);

  return (
    <div className="sale-notice-slot" aria-live="assertive" aria-atomic="true">
      {notice ? (
        <div
          key={notice.seq}
          className={`sale-notice sale-notice--${notice.tone}`}
          role={notice.tone === 'danger' ? 'alert' : 'status'}
        >
          <Icon name={notice.tone === 'danger' ? 'alert' : notice.tone === 'success' ? 'check' : 'info'} />
          <div className="sale-notice__body">
            <span className="sale-notice__title">{noticeWords(notice.text, t, errorText.message).title}</span>
            <span className="sale-notice__message">
              {noticeWords(notice.text, t, errorText.message).message}
            </span>
          </div>
          <IconButton
            icon="close"
            label={t('sale.dismiss')}
            onClick={() => api.getState().dismissSaleNotice()}
          />
        </div>
      ) : null}
    </div>
  );
}

/** A notice's facts in the session's language; `errorText` words an error in it (useErrorText().message). */
export function noticeWords(
  text: SaleNoticeText,
  t: ReturnType<typeof useMessages>,
  errorText: (error: ErrorLike) => string,
): { title: string; message: string } {
  switch (text.kind) {
    case 'added':
      return {
        title: t('saleNotice.added.title', { product: text.product }),
        message: t('saleNotice.added.message', { quantity: text.quantity }),
      };
    case 'removed':
      return {
        title: t('saleNotice.removed.title', { product: text.product }),
        message: t('saleNotice.removed.message'),
      };
    case 'no_price':
      return {
        title: t('saleNotice.noPrice.title', { product: text.product }),
        message: t('saleNotice.noPrice.message'),
      };
    case 'other_currency':
      return {
        title: t('saleNotice.otherCurrency.title', { product: text.product }),
        message: t('saleNotice.otherCurrency.message', {
          currency: text.currency,
          saleCurrency: text.saleCurrency,
        }),
      };
    case 'unknown_code': {
      const message = t('saleNotice.unknownCode.message', { code: text.code });
      return {
        title: t('saleNotice.unknownCode.title'),
        message: text.receiptProblem
          ? `${message} ${t('saleNotice.unknownCode.receipt', { problem: errorText(text.receiptProblem) })}`
          : message,
      };
    }
    case 'lookup_failed':
      return { title: t('saleNotice.lookupFailed.title'), message: errorText(text.problem) };
    case 'catalog_loading':
      return { title: t('catalogLoading.scan.title'), message: t('catalogLoading.scan.message') };
    case 'prices_updated':
      return { title: t('saleNotice.pricesUpdated.title'), message: t('saleNotice.pricesUpdated.message') };
  }
}
