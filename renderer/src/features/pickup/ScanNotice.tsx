// What became of a scanned order barcode that did not simply open an order: read out at once (alert),
// visible until the next scan or until dismissed.
import { useMessages } from '../../i18n/I18nProvider';
import { IconButton, Icon } from '../../ui';

export interface Notice {
  tone: 'info' | 'danger';
  title: string;
  message: string;
}

export function ScanNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const t = useMessages();
  return (
    <div className={`banner banner--${notice.tone}`} role={notice.tone === 'danger' ? 'alert' : 'status'}>
      <Icon name={notice.tone === 'danger' ? 'alert' : 'info'} size={22} />
      <div className="banner__body">
        <div className="banner__title">{notice.title}</div>
        <div>{notice.message}</div>
      </div>
      <IconButton icon="close" label={t('pickup.scan.dismiss')} onClick={onDismiss} />
    </div>
  );
}
