// Network receipt printers announcing themselves (mDNS, _pdl-datastream._tcp) where this workstation is: each
// with its name, make and address, and whether it is already attached here; one press attaches it, with the
// command set its make suggests (the person confirms it in the dialog).
import { useShallow } from 'zustand/react/shallow';
import { PRINTER_TYPES, type PrinterType } from '../../../../shared/contract/print-config';
import type { DiscoveredPrinter } from '../../../../shared/bridge/views/printing';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, NetworkSearchResults, Panel } from '../../ui';
import type { AttachRequest } from './AttachPrinterDialog';
import { PRINTER_TYPE_NAMES, typedAddress } from './printer-labels';

export function FoundPrinters({ onAttach }: { onAttach: (request: AttachRequest) => void }) {
  const api = usePosStoreApi();
  const { found, discovery, printers } = usePosStore(
    useShallow((state) => ({
      found: state.discoveredPrinters,
      discovery: state.printerDiscovery,
      printers: state.printers,
    })),
  );
  const attachedAs = (printer: DiscoveredPrinter): PrinterType[] =>
    PRINTER_TYPES.filter((type) => printers?.[type]?.address === printer.address);
  const attach = (printer: DiscoveredPrinter, printerType: PrinterType) =>
    onAttach({
      printerType,
      changing: false,
      draft: {
        name: printer.name,
        address: typedAddress(printer.address),
        model: printer.suggestedModel ?? 'EPSON',
        paperWidthMm: 80,
      },
    });

  return (
    <Panel title="Printers found on this network" className="found-printers">
      <div className="found-printers__head">
        <p className="devices-muted">
          Network receipt printers announce themselves when they are switched on.
        </p>
        <Button
          size="small"
          icon="sync"
          busy={discovery.status === 'pending'}
          onClick={() => void api.getState().discoverPrinters()}
        >
          Look again
        </Button>
      </div>
      <NetworkSearchResults
        search={discovery}
        found={found.length}
        looking="Looking for printers…"
        empty={{
          icon: 'printer',
          title: 'No printers found on this network',
          message:
            'A printer must be switched on and on the same network as this workstation. You can also type its address.',
        }}
      >
        <ul className="found-printers__list" aria-label="Printers found">
          {found.map((printer) => {
            const usedAs = attachedAs(printer);
            return (
              <li key={printer.address} className="found-printers__item" aria-label={printer.name}>
                <div>
                  <strong>{printer.name}</strong>
                  <div className="devices-muted">
                    {printer.model ?? 'make not announced'} · {typedAddress(printer.address)}
                    {printer.suggestedModel ? ` · ${printer.suggestedModel} commands` : ''}
                  </div>
                  {usedAs.length > 0 ? (
                    <div className="found-printers__used">
                      Attached here as{' '}
                      {usedAs.map((type) => PRINTER_TYPE_NAMES[type].toLowerCase()).join(' and ')}
                    </div>
                  ) : null}
                </div>
                <div className="found-printers__actions">
                  {PRINTER_TYPES.filter((type) => !usedAs.includes(type)).map((type) => (
                    <Button key={type} size="small" onClick={() => attach(printer, type)}>
                      Use as {PRINTER_TYPE_NAMES[type].toLowerCase()}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      </NetworkSearchResults>
    </Panel>
  );
}
