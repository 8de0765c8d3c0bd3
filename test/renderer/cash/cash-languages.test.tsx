// @vitest-environment jsdom
// Cash counting as a Québec associate (fr-CA) and a US associate in Spanish (es-US) reads it: bills and
// coins named in the language, the pieces counted with the language's plural, the total in the store's
// currency written the locale's way (« 12,50 $ »), and the variance said in words.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { money } from '../../../shared/money';
import { VarianceBadge } from '../../../renderer/src/features/cash/CashFigures';
import type { CountSheetText } from '../../../renderer/src/features/cash/count-sheet';
import { DenominationCount } from '../../../renderer/src/features/cash/DenominationCount';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { LocaleProvider } from '../../../renderer/src/ui';

afterEach(cleanup);

function InLocale({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <I18nProvider locale={locale}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </I18nProvider>
  );
}

function Count({ currency, locale }: { currency: string; locale: string }) {
  const [sheet, setSheet] = useState<CountSheetText>({});
  return (
    <InLocale locale={locale}>
      <DenominationCount currency={currency} value={sheet} onChange={setSheet} />
    </InLocale>
  );
}

/** A field by its name, whatever blank the locale puts before the sign (« Billets de 5 $ »). */
function field(name: string): HTMLInputElement {
  const pattern = new RegExp(`^${name.replace(/[.$]/g, '\\$&').replace(/ /g, '\\s')}$`);
  return screen.getByRole('textbox', { name: pattern }) as HTMLInputElement;
}

function blanksAsSpaces(text: string | null): string {
  return (text ?? '').replace(/\s/g, ' ');
}

describe('the count by bills and coins in French (Québec)', () => {
  it('names bills and coins in French and adds them up in Canadian dollars', () => {
    render(<Count currency="CAD" locale="fr-CA" />);
    expect(screen.getByRole('group', { name: 'Billets' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pièces' })).toBeTruthy();

    fireEvent.change(field('Billets de 10 $'), { target: { value: '1' } });
    expect(blanksAsSpaces(screen.getByRole('status').textContent)).toContain('1 pièce');
    expect(blanksAsSpaces(screen.getByRole('status').textContent)).not.toContain('1 pièces');

    fireEvent.change(field('Pièces de 2 $'), { target: { value: '1' } });
    fireEvent.change(field('Pièces de 0,25 $'), { target: { value: '2' } });
    const status = blanksAsSpaces(screen.getByRole('status').textContent);
    expect(status).toContain('Total compté');
    expect(status).toContain('12,50 $');
    expect(status).toContain('4 pièces');
    expect(screen.getByRole('button', { name: /Une pièce de 2\s\$ de plus/ })).toBeTruthy();
  });

  it('says a short drawer and an over drawer in French', () => {
    render(
      <InLocale locale="fr-CA">
        <VarianceBadge variance={money(-1250, 'CAD')} />
        <VarianceBadge variance={money(50, 'CAD')} />
        <VarianceBadge variance={money(0, 'CAD')} />
      </InLocale>,
    );
    const text = blanksAsSpaces(document.body.textContent);
    expect(text).toContain('Manque de 12,50 $');
    expect(text).toContain('Surplus de 0,50 $');
    expect(text).toContain('Équilibrée');
  });
});

describe('the count by bills and coins in Spanish (US)', () => {
  it('names bills and coins in Spanish with the plural of pieces', () => {
    render(<Count currency="USD" locale="es-US" />);
    expect(screen.getByRole('group', { name: 'Billetes' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Monedas' })).toBeTruthy();
    fireEvent.change(field('Billetes de $5'), { target: { value: '1' } });
    expect(blanksAsSpaces(screen.getByRole('status').textContent)).toContain('1 pieza');
    fireEvent.change(field('Monedas de $0.25'), { target: { value: '4' } });
    const status = blanksAsSpaces(screen.getByRole('status').textContent);
    expect(status).toContain('Total contado');
    expect(status).toContain('$6.00');
    expect(status).toContain('5 piezas');
  });
});
