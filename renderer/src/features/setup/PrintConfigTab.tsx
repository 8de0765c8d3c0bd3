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
import { setupFieldError } from '../../store/setup-slice';
import { Button, EmptyState, IconButton, NumberField, Panel, Select } from '../../ui';
import { SaveBar } from './SetupControls';
import { DOCUMENT_TYPE_LABELS, PRINTER_TYPE_LABELS } from './setup-labels';

interface DocumentDraft {
  key: number;
  documentType: DocumentType;
  copies: string;
  printerType: PrinterType;
}

export function PrintConfigTab() {
  const config = usePosStore((state) => state.setupConfigs?.print ?? null);
  if (!config) return null;
  return <PrintConfigForm key={JSON.stringify(config)} config={config} />;
}

let nextKey = 0;

function PrintConfigForm({ config }: { config: PrintConfig }) {
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.setupSaves.print);
  const [documents, setDocuments] = useState<DocumentDraft[]>(() =>
    config.default.in_store_pickup.map((document) => ({
      key: ++nextKey,
      documentType: document.document_type,
      copies: String(document.number_of_copies),
      printerType: document.printer_type,
    })),
  );
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
    const problems: Record<string, string> = {};
    documents.forEach((document, index) => {
      if (!/^\d+$/.test(document.copies.trim())) {
        problems[`default.in_store_pickup.${index}.number_of_copies`] = 'must be a whole number from 0 to 10';
      }
    });
    setLocalProblems(problems);
    if (Object.keys(problems).length > 0) return;
    await api.getState().savePrintConfig({
      default: {
        in_store_pickup: documents.map((document) => ({
          document_type: document.documentType,
          number_of_copies: Number(document.copies.trim()),
          printer_type: document.printerType,
        })),
      },
    });
  }

  return (
    <div className="print-config">
      <Panel title="When a pickup order is ready">
        <p className="setup-muted">
          These documents print as soon as an associate marks an order ready for pickup. Each workstation
          chooses its own document and receipt printers.
        </p>
        {documents.length === 0 ? (
          <EmptyState
            icon="inbox"
            title="Nothing is printed"
            message="Add the documents your stores need, such as the invoice."
          />
        ) : (
          <ol className="print-documents" aria-label="Documents to print">
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
            onClick={() =>
              setDocuments((current) => [
                ...current,
                {
                  key: ++nextKey,
                  documentType: current.some((entry) => entry.documentType === 'invoice')
                    ? 'packing_slip'
                    : 'invoice',
                  copies: '1',
                  printerType: 'document_printer',
                },
              ])
            }
          >
            Add document
          </Button>
        </div>
      </Panel>
      <SaveBar sticky status={saveStatus} label="Save documents to print" onSave={() => void save()} />
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
  return (
    <li className="print-document" aria-label={`Document ${index + 1}`}>
      <span className="print-document__number" aria-hidden="true">
        {index + 1}
      </span>
      <Select
        label="Document"
        value={document.documentType}
        options={DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }))}
        onValueChange={(value) => onChange({ documentType: value as DocumentType })}
        error={errorFor('document_type')}
      />
      <NumberField
        label="Copies"
        value={document.copies}
        min={0}
        max={10}
        onValueChange={(copies) => onChange({ copies })}
        hint={document.copies.trim() === '0' ? 'Kept, but not printed' : '0 to 10'}
        error={errorFor('number_of_copies')}
      />
      <Select
        label="Printer"
        value={document.printerType}
        options={PRINTER_TYPES.map((type) => ({ value: type, label: PRINTER_TYPE_LABELS[type] }))}
        onValueChange={(value) => onChange({ printerType: value as PrinterType })}
        error={errorFor('printer_type')}
      />
      <IconButton
        icon="close"
        label={`Remove ${DOCUMENT_TYPE_LABELS[document.documentType]}`}
        onClick={onRemove}
      />
    </li>
  );
}
