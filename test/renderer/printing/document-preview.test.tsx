// @vitest-environment jsdom
// The on-screen preview of a printed copy, on the real bridge to a real host: the associate opens "Preview"
// on a copy and reads the paper — its lines, its codes with their payloads, where it is cut.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../../shared/bridge';
import type { PrintJobView } from '../../../shared/bridge/views/printing';
import { DocumentPreviewButton } from '../../../renderer/src/features/printing';
import { createPosStore, PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { LocaleProvider } from '../../../renderer/src/ui';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

/** Waiting for the host's answer: generous, because two cores are shared by the whole team. */
const ANSWER = { timeout: 15_000 };

let fixture: BridgeFixture;
let bridge: BridgeApi;
let store: PosStore;
let testPage: PrintJobView;

beforeAll(async () => {
  fixture = await startBridgeFixture();
  bridge = fixture.bridge();
  store = createPosStore(bridge);
  // An administrator prints a test page (setting printers up is theirs); no document printer is attached
  // here, so the copy fails, but its document is kept and the associate can preview it.
  await bridge.session.signIn({ username: 'admin', password: 'admin' });
  ({ job: testPage } = await bridge.printing.testPrint({ printerType: 'document_printer' }));
  await bridge.session.signIn({ username: 'associate', password: 'associate' });
}, 120_000);

afterEach(() => cleanup());

afterAll(async () => {
  await fixture?.close();
});

function renderButton(jobId: string, documentName: string, locale = 'en-US', buttonName?: string) {
  render(
    <PosStoreProvider store={store}>
      <LocaleProvider locale={locale}>
        <I18nProvider locale={locale}>
          <DocumentPreviewButton jobId={jobId} documentName={documentName} />
        </I18nProvider>
      </LocaleProvider>
    </PosStoreProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: buttonName ?? `Preview ${documentName}` }));
}

describe('the preview of a printed copy', () => {
  it('shows the lines, codes and cut of the paper, and closes', async () => {
    renderButton(testPage.jobId, 'Test page');
    const dialog = screen.getByRole('dialog', { name: 'Preview of Test page' });
    const paper = await within(dialog).findByRole('document', {}, ANSWER);
    expect(paper).toHaveProperty('ariaLabel', 'Test page for the document printer, as printed');

    const heading = within(paper).getByText('TEST PAGE');
    expect(heading.closest('.receipt-line')?.className).toMatch(/receipt-line--center/);
    // Accented letters went through the printer's code page and came back as they were.
    expect(within(paper).getByText('Letters: àéîõü ÀÉÎÕÜ çñß')).toBeTruthy();
    expect(within(paper).getByText('Currency signs: $ € £ ¥')).toBeTruthy();
    const printerType = within(paper).getByText(/^Printer type +Document printer$/);
    expect(printerType.textContent).toHaveLength(48);

    expect(within(paper).getByRole('img', { name: 'CODE128 barcode: TEST-128' })).toBeTruthy();
    expect(within(paper).getByRole('img', { name: 'QR code: TEST-QR' })).toBeTruthy();
    expect(within(paper).getByText('QR: TEST-QR')).toBeTruthy();
    const cuts = within(paper).getAllByRole('separator');
    expect(cuts).toHaveLength(1);
    expect(cuts[0]?.getAttribute('aria-label')).toMatch(/^Paper cut \((full|partial)\)$/);
    expect(paper.lastElementChild).toBe(cuts[0]);

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().printPreview).toMatchObject({ jobId: null, preview: null });
  });

  it('says why when the copy cannot be previewed', async () => {
    renderButton('gone-job', 'Invoice');
    const dialog = screen.getByRole('dialog', { name: 'Preview of Invoice' });
    const error = await within(dialog).findByRole('alert', {}, ANSWER);
    expect(error.textContent).toContain('There is no print job gone-job to preview.');
    expect(error.textContent).toContain('print_job_not_found');
  });

  it('speaks French in a Québec store and Spanish in a US one', async () => {
    renderButton(testPage.jobId, 'Test page', 'fr-CA', 'Aperçu : Test page');
    const french = screen.getByRole('dialog', { name: 'Aperçu : Test page' });
    const frenchPaper = await within(french).findByRole('document', {}, ANSWER);
    expect(within(frenchPaper).getByRole('img', { name: 'Code QR : TEST-QR' })).toBeTruthy();
    expect(within(frenchPaper).getByRole('img', { name: 'Code-barres CODE128 : TEST-128' })).toBeTruthy();
    expect(within(frenchPaper).getByRole('separator').getAttribute('aria-label')).toMatch(
      /^Coupe du papier \((complète|partielle)\)$/,
    );
    fireEvent.click(within(french).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    renderButton(testPage.jobId, 'Test page', 'es-US', 'Vista previa de Test page');
    const spanish = screen.getByRole('dialog', { name: 'Vista previa de Test page' });
    const spanishPaper = await within(spanish).findByRole('document', {}, ANSWER);
    expect(within(spanishPaper).getByRole('img', { name: 'Código QR: TEST-QR' })).toBeTruthy();
    expect(within(spanishPaper).getByRole('separator').getAttribute('aria-label')).toMatch(
      /^Corte de papel \((completo|parcial)\)$/,
    );
  });
});
