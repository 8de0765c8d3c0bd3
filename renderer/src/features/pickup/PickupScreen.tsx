// The pickup workflow's screen: the dashboard, or the order being worked on. It follows the orders and the
// print jobs while shown, and turns an order barcode scanned anywhere (the order id printed on the invoice)
// into that order — straight to the hand-over when it is ready for pickup.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useScanner } from '../../ui';
import { HandOverDialog, type HandOverRequest } from './HandOverDialog';
import { OrderDetail } from './OrderDetail';
import { PickupDashboard } from './PickupDashboard';
import { ScanNotice, type Notice } from './ScanNotice';
import { useOpenOrderByCode } from './use-open-order-by-code';
import './pickup.css';

export function PickupScreen() {
  const api = usePosStoreApi();
  const { openOrderId, openStatus } = usePosStore(
    useShallow((state) => ({ openOrderId: state.openOrderId, openStatus: state.openOrder?.status ?? null })),
  );
  const [handOver, setHandOver] = useState<HandOverRequest | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const openOrderByCode = useOpenOrderByCode(setNotice, setHandOver);

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
