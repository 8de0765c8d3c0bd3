// The pickup workflow's screen: the dashboard, or the order being worked on. It follows the orders and the
// print jobs while shown, and turns an order barcode scanned anywhere (the order id printed on the invoice)
// into that order — straight to the hand-over when it is ready for pickup.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useScanner } from '../../ui';
import { HandOverDialog, type HandOverRequest } from './HandOverDialog';
import { OrderDetail } from './OrderDetail';
import { PickupDashboard } from './PickupDashboard';
import { ScanNotice, type Notice } from './ScanNotice';
import './pickup.css';

export function PickupScreen() {
  const api = usePosStoreApi();
  const t = useMessages();
  const { openOrderId, openStatus } = usePosStore(
    useShallow((state) => ({ openOrderId: state.openOrderId, openStatus: state.openOrder?.status ?? null })),
  );
  const [handOver, setHandOver] = useState<HandOverRequest | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    const stopOrders = api.getState().followPickup();
    const stopJobs = api.getState().followPrintJobs();
    return () => {
      stopOrders();
      stopJobs();
    };
  }, [api]);

  /** An order number typed in full and Enter: open it (at the hand-over when ready; the associate checks the name). */
  async function openExactOrder(code: string): Promise<boolean> {
    const found = await api
      .getState()
      .findOrderByCode(code)
      .catch(() => null);
    if (!found) return false;
    setNotice(null);
    await api.getState().openPickupOrder(found.orderId);
    if (found.status === 'ready_for_pickup') setHandOver({ orderId: found.orderId, byScan: false });
    return true;
  }

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
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  // While picking, scans are items (the picking panel has its own scanner); otherwise they are orders.
  useScanner((code) => void openOrderByCode(code), { enabled: openStatus !== 'in_picking' && !handOver });

  return (
    <div className="pickup">
      {notice ? <ScanNotice notice={notice} onDismiss={() => setNotice(null)} /> : null}
      {openOrderId ? (
        <OrderDetail
          key={openOrderId}
          onHandOver={() => setHandOver({ orderId: openOrderId, byScan: false })}
        />
      ) : (
        <PickupDashboard onOpenByNumber={openExactOrder} />
      )}
      <HandOverDialog
        request={handOver && handOver.orderId === openOrderId ? handOver : null}
        onVerifiedByScan={() => setHandOver((current) => (current ? { ...current, byScan: true } : current))}
        onClose={() => setHandOver(null)}
      />
    </div>
  );
}
