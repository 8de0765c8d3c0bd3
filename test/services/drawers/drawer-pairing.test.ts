// Pairing a drawer by the barcode scanned from it, with real mDNS inside a private network namespace; the
// scanned serial's clean-up; and recording the paired device on the store's drawer.
import { describe, expect, it } from 'vitest';
import {
  DrawerPairingError,
  SAME_NETWORK_ADVICE,
  withDrawerDevice,
} from '../../../electron/services/drawers/drawer-pairing';
import { cleanScannedSerial, InvalidSerialError } from '../../../electron/services/drawers/scanned-serial';
import {
  StoreCashManagementSchema,
  type StoreCashManagement,
} from '../../../shared/contract/cash-management';
import { runInNamespace } from '../../support/network-namespace';

const SCENARIO_TIMEOUT_MS = 90_000;

describe('pairing inside a private network namespace', () => {
  it(
    'finds the scanned drawer among others, opens it only for cash, explains a drawer not on the network, and follows a drawer that moved',
    async () => {
      const outcome = await runInNamespace<Record<string, unknown>>(
        'test/services/drawers/fixtures/pair-and-open.ts',
      );
      expect(outcome.error).toBeUndefined();
      const result = outcome.result!;

      expect(result.found).toEqual({
        drawerId: 'back-office',
        serial: 'CD-2002',
        model: 'Back office drawer',
        host: expect.stringMatching(/^10\.77\.0\.[12]$/),
        port: expect.any(Number),
        open: false,
      });
      expect(result.cashSale).toEqual({ outcome: 'opened', serial: 'CD-2002', open: true });
      expect(result.cardSale).toEqual({ outcome: 'not_needed', reason: 'no_cash_moves' });
      expect(result.kicksAfterSales).toEqual({ counter: 0, backOffice: 1 });

      expect(result.notFound).toEqual({
        code: 'drawer_not_on_network',
        message: `No cash drawer with serial CD-9999 was found on the network. ${SAME_NETWORK_ADVICE}`,
        values: { serial: 'CD-9999' },
      });
      expect(SAME_NETWORK_ADVICE).toMatch(/must be on the same WiFi network as this workstation/);

      expect(result.printers).toEqual([
        {
          name: 'Counter printer',
          address: expect.stringMatching(/^tcp:\/\/10\.77\.0\.[12]:\d+$/),
          model: 'EPSON TM-m30III',
          suggestedCommandSet: 'EPSON',
        },
      ]);

      expect(result.newPort).not.toBe(result.oldPort);
      expect(result.afterMove).toEqual({ outcome: 'opened', serial: 'CD-2002', open: true });
      expect(result.moves).toEqual([
        { drawerId: 'back-office', serial: 'CD-2002', host: expect.any(String), port: result.newPort },
      ]);
      expect(result.restartedKicks).toBe(1);
    },
    SCENARIO_TIMEOUT_MS,
  );
});

describe('the scanned serial', () => {
  it('drops what the scanner adds around the code: Enter, Tab, an AIM identifier', () => {
    expect(cleanScannedSerial('CD-1001\r\n')).toBe('CD-1001');
    expect(cleanScannedSerial(']C0CD-1001\t')).toBe('CD-1001');
    expect(cleanScannedSerial('  sn/7.2_x ')).toBe('sn/7.2_x');
  });

  it('refuses an empty or implausible scan, naming the serial field', () => {
    expect(() => cleanScannedSerial('\r\n')).toThrow(InvalidSerialError);
    expect(() => cleanScannedSerial('\r\n')).toThrow(/^serial: nothing was scanned/);
    expect(() => cleanScannedSerial('CD 1001')).toThrow(/^serial: "CD 1001" is not a cash drawer serial/);
  });
});

describe('recording the paired device on the store drawer', () => {
  const config: StoreCashManagement = StoreCashManagementSchema.parse({
    operation_mode: 'integrated',
    drawers: [
      {
        drawer_id: 'front',
        name: 'Front',
        recommended_float: 150,
        currency: 'USD',
        device: { serial: 'CD-1001' },
      },
      {
        drawer_id: 'back',
        name: 'Back',
        recommended_float: 100,
        currency: 'USD',
        device: { serial: 'OLD-1' },
      },
    ],
  });

  it('sets device.serial on the chosen drawer and leaves the others as they are', () => {
    const updated = withDrawerDevice(config, 'back', 'CD-2002');
    expect(StoreCashManagementSchema.parse(updated).drawers.map((drawer) => drawer.device)).toEqual([
      { serial: 'CD-1001' },
      { serial: 'CD-2002' },
    ]);
  });

  it('refuses a serial another drawer of the store already has, and an unknown drawer', () => {
    expect(() => withDrawerDevice(config, 'back', 'cd-1001')).toThrow(DrawerPairingError);
    expect(() => withDrawerDevice(config, 'back', 'cd-1001')).toThrow(
      /already belongs to drawer "Front" \(front\)/,
    );
    expect(() => withDrawerDevice(config, 'safe', 'CD-3003')).toThrow(
      /The selected store has no drawer safe\./,
    );
  });
});
