// An order barcode scanned anywhere on the pickup screen (the order id printed on the invoice): the order
// opens, straight to the hand-over when it is ready for pickup; an unknown code or a failed lookup is said.
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStoreApi } from '../../store/pos-store';
import { asBridgeError } from '../../store/slice';
import { useErrorText } from '../../ui';
import type { HandOverRequest } from './HandOverDialog';
import type { Notice } from './ScanNotice';

export function useOpenOrderByCode(
  setNotice: (notice: Notice | null) => void,
  setHandOver: (request: HandOverRequest) => void,
) {
  const api = usePosStoreApi();
  const t = useMessages();
  const errorText = useErrorText();

  async function openOrderByCode(code: string) {
    const state = api.getState();
    const open = state.openOrder;
    const wanted = code.trim().toLowerCase();
    if (open && (open.orderId.toLowerCase() === wanted || open.externalId.toLowerCase() === wanted)) {
      if (open.status === 'ready_for_pickup') {
        setNotice(null);
        setHandOver({ orderId: open.orderId, byScan: true });
      } else {
        setNotice({
          tone: 'info',
          title: t('pickup.scan.thisOrder', { number: open.externalId }),
          message: t('pickup.scan.notReady', { status: open.status }),
        });
      }
      return;
    }
    try {
      const found = await state.findOrderByCode(code);
      if (!found) {
        setNotice({
          tone: 'danger',
          title: t('pickup.scan.unknown'),
          message: t('pickup.scan.unknownHelp', { code }),
        });
        return;
      }
      setNotice(null);
      await state.openPickupOrder(found.orderId);
      if (found.status === 'ready_for_pickup') setHandOver({ orderId: found.orderId, byScan: true });
    } catch (error) {
      setNotice({
        tone: 'danger',
        title: t('pickup.scan.lookupFailed'),
        message: errorText.message(asBridgeError(error)),
      });
    }
  }

  return openOrderByCode;
}
