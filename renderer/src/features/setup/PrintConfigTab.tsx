// Documents printed when a pickup order is ready: which document, how many copies (0 keeps it configured
// without printing), on which kind of printer. The printers themselves are chosen on each workstation.
import { useState } from 'react';
import {
  DOCUMENT_TYPES,
  PRINTER_TYPES,
  type DocumentType,
  type PrintConfig,
  type PrinterType,
} from '../../../../shared/contract/print-config';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useSetupFieldError } from './use-setup-field-error';
import { Button, EmptyState, IconButton, NumberField, Panel, Select } from '../../ui';
import { SaveBar } from './SetupControls';
import { nextDocumentDraft, printDraftFrom, readPrintDraft, type DocumentDraft } from './print-draft';
import { DOCUMENT_TYPE_LABELS, PRINTER_TYPE_LABELS } from './setup-labels';
import { useMessages } from '../../i18n/I18nProvider';

export function PrintConfigTab() {
  const config = usePosStore((state) => state.setupConfigs?.print ?? null);
  if (!config) return null;
  return <PrintConfigForm key={JSON.stringify(config)} config={config} />;
}

function PrintConfigForm({ config }: { config: PrintConfig }) {
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.setupSaves.print);
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const [documents, setDocuments] = useState<DocumentDraft[]>(() => printDraftFrom(config));
  const [localProblems, setLocalProblems] = useState<Record<string, string>>({});
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  const errorFor = (index: number, field: string) => {
    const path = `default.in_store_pickup.${index}.${field}`;
    return localProblems[path] ?? setupFieldError(error, path);
  };
  const update = (key: number, change: Partial<DocumentDraft>) =>
    setDocuments((current) =>
      current.map((document) => (document.key === key ? { ...document, ...change } : document)),
    );

  async function save() {
    const reading = readPrintDraft(documents, t);
    setLocalProblems(reading.ok ? {} : reading.problems);
    if (reading.ok) await api.getState().savePrintConfig(reading.config);
  }

  return (
    <div className="print-config">
      <Panel title={t('setup.print.panel')}>
        <p className="setup-muted">{t('setup.print.about')}</p>
        {documents.length === 0 ? (
          <EmptyState icon="inbox" title={t('setup.print.empty')} message={t('setup.print.empty.message')} />
        ) : (
          <ol className="print-documents" aria-label={t('setup.print.list')}>
            {documents.map((document, index) => (
              <PrintDocumentItem
                key={document.key}
                document={document}
                index={index}
                errorFor={(field) => errorFor(index, field)}
                onChange={(change) => update(document.key, change)}
                onRemove={() =>
                  setDocuments((current) => current.filter((entry) => entry.key !== document.key))
                }
              />
            ))}
          </ol>
        )}
        <div>
          <Button
            icon="inbox"
            onClick={() => setDocuments((current) => [...current, nextDocumentDraft(current)])}
          >
            {t('setup.print.add')}
          </Button>
        </div>
      </Panel>
      <SaveBar sticky status={saveStatus} label={t('setup.print.save')} onSave={() => void save()} />
    </div>
  );
}

function PrintDocumentItem({
  document,
  index,
  errorFor,
  onChange,
  onRemove,
}: {
  document: DocumentDraft;
  index: number;
  errorFor: (field: string) => string | undefined;
  onChange: (change: Partial<DocumentDraft>) => void;
  onRemove: () => void;
}) {
  const t = useMessages();
  return (
    <li className="print-document" aria-label={t('setup.print.item', { number: index + 1 })}>
      <span className="print-document__number" aria-hidden="true">
        {index + 1}
      </span>
      <Select
        label={t('setup.print.document')}
        value={document.documentType}
        options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(DOCUMENT_TYPE_LABELS[type]) }))}
        onValueChange={(value) => onChange({ documentType: value as DocumentType })}
        error={errorFor('document_type')}
      />
      <NumberField
        label={t('setup.print.copies')}
        value={document.copies}
        min={0}
        max={10}
        onValueChange={(copies) => onChange({ copies })}
        hint={document.copies.trim() === '0' ? t('setup.print.copies.none') : t('setup.print.copies.hint')}
        error={errorFor('number_of_copies')}
      />
      <Select
        label={t('setup.print.printer')}
        value={document.printerType}
        options={PRINTER_TYPES.map((type) => ({ value: type, label: t(PRINTER_TYPE_LABELS[type]) }))}
        onValueChange={(value) => onChange({ printerType: value as PrinterType })}
        error={errorFor('printer_type')}
      />
      <IconButton
        icon="close"
        label={t('setup.print.remove', { document: t(DOCUMENT_TYPE_LABELS[document.documentType]) })}
        onClick={onRemove}
      />
    </li>
  );
}
