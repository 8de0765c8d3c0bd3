// What the last scan or add did ("Added …", "… cannot be sold: No price in this store's price book"),
// announced to screen readers; a refusal stays until dismissed or replaced, a success fades on its own.
import { useEffect } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Icon, IconButton } from '../../ui';

const SUCCESS_SHOWN_MS = 4000;

export function SaleNoticeBar() {
  const api = usePosStoreApi();
  const notice = usePosStore((state) => state.saleNotice);
  const t = useMessages();

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
            <span className="sale-notice__title">{notice.title}</span>
            <span className="sale-notice__message">{notice.message}</span>
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
