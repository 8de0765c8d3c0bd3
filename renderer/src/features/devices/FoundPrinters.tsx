// Network receipt printers announcing themselves (mDNS, _pdl-datastream._tcp) where this workstation is: each
// with its name, make and address, and whether it is already attached here; one press attaches it, with the
// command set its make suggests (the person confirms it in the dialog).
import { useShallow } from 'zustand/react/shallow';
import { PRINTER_TYPES, type PrinterType } from '../../../../shared/contract/print-config';
import type { DiscoveredPrinter } from '../../../../shared/bridge/views/printing';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Button, NetworkSearchResults, Panel, useLocale } from '../../ui';
import type { AttachRequest } from './AttachPrinterDialog';
import { typedAddress } from './printer-labels';

export function FoundPrinters({ onAttach }: { onAttach: (request: AttachRequest) => void }) {
  const api = usePosStoreApi();
  const t = useMessages();
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
    <Panel title={t('devices.found.title')} className="found-printers">
      <div className="found-printers__head">
        <p className="devices-muted">{t('devices.found.intro')}</p>
        <Button
          size="small"
          icon="sync"
          busy={discovery.status === 'pending'}
          onClick={() => void api.getState().discoverPrinters()}
        >
          {t('devices.found.again')}
        </Button>
      </div>
      <NetworkSearchResults
        search={discovery}
        found={found.length}
        looking={t('devices.found.looking')}
        empty={{
          icon: 'printer',
          title: t('devices.found.none.title'),
          message: t('devices.found.none.message'),
        }}
      >
        <ul className="found-printers__list" aria-label={t('devices.found.list')}>
          {found.map((printer) => (
            <FoundPrinterItem
              key={printer.address}
              printer={printer}
              usedAs={attachedAs(printer)}
              onUseAs={(type) => attach(printer, type)}
            />
          ))}
        </ul>
      </NetworkSearchResults>
    </Panel>
  );
}

/** One printer found: its name, make, address and suggested command set, what it is already attached as here,
 * and a button for each printer_type it is not yet. */
function FoundPrinterItem({
  printer,
  usedAs,
  onUseAs,
}: {
  printer: DiscoveredPrinter;
  usedAs: PrinterType[];
  onUseAs: (printerType: PrinterType) => void;
}) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <li className="found-printers__item" aria-label={printer.name}>
      <div>
        <strong translate="no">{printer.name}</strong>
        <div className="devices-muted">
          {printer.model ? <span translate="no">{printer.model}</span> : t('devices.found.noMake')} ·{' '}
          {typedAddress(printer.address)}
          {printer.suggestedModel
            ? ` · ${t('devices.found.commands', { model: printer.suggestedModel })}`
            : ''}
        </div>
        {usedAs.length > 0 ? (
          <div className="found-printers__used">
            {t('devices.found.attachedAs', {
              types: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                usedAs.map((type) => t('devices.type.lower', { type })),
              ),
            })}
          </div>
        ) : null}
      </div>
      <div className="found-printers__actions">
        {PRINTER_TYPES.filter((type) => !usedAs.includes(type)).map((type) => (
          <Button key={type} size="small" onClick={() => onUseAs(type)}>
            {t('devices.found.useAs', { type })}
          </Button>
        ))}
      </div>
    </li>
  );
}
