// @vitest-environment jsdom
// An error reaches the person in the session's language: the advice by its code, and (outside US English)
// the message by its code with the field it names; a platform code nobody named keeps the platform's words.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BridgeError } from '../../../shared/bridge';
import { ERROR_ADVICE } from '../../../shared/bridge/error-codes';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { ErrorState, useErrorText } from '../../../renderer/src/ui';

afterEach(cleanup);

const unreachable = new BridgeError({
  code: 'platform_unreachable',
  message: 'The platform at http://10.0.0.5:8080 did not answer within 5 s.',
});

function showError(locale: string, error: BridgeError) {
  render(
    <I18nProvider locale={locale}>
      <ErrorState
        title="x"
        message={error.message}
        whatToDo={<ErrorAdviceOf error={error} />}
        code={error.code}
        onRetry={() => undefined}
      />
    </I18nProvider>,
  );
}

function ErrorAdviceOf({ error }: { error: BridgeError }) {
  return <>{useErrorText().whatToDo(error)}</>;
}

function MessageOf({ error }: { error: BridgeError }) {
  return <p>{useErrorText().message(error)}</p>;
}

function ReasonsOf({ error, paths }: { error: BridgeError; paths: string[] }) {
  const { reason } = useErrorText();
  return (
    <ul>
      {paths.map((path) => (
        <li key={path}>{reason(error, path) ?? ''}</li>
      ))}
    </ul>
  );
}

describe('errors in the session language', () => {
  it('US English: the main process’s own sentence and the advice of error-codes.ts', () => {
    showError('en-US', unreachable);
    expect(screen.getByText(unreachable.message)).toBeTruthy();
    expect(screen.getByText(ERROR_ADVICE.platform_unreachable)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Québec French: the message and the advice by the code', () => {
    showError('fr-CA', unreachable);
    expect(screen.getByText('La plateforme est injoignable.')).toBeTruthy();
    expect(screen.getByText(/^Vérifiez la connexion réseau\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.queryByText(unreachable.message)).toBeNull();
  });

  it('US Spanish: names the field the error is about', () => {
    const refused = new BridgeError({
      code: 'invalid_request',
      message: 'lines.0.quantity: must be a whole number',
      details: [{ path: 'lines.0.quantity', message: 'must be a whole number' }],
    });
    render(
      <I18nProvider locale="es-US">
        <MessageOf error={refused} />
        <ErrorAdviceOf error={refused} />
      </I18nProvider>,
    );
    expect(screen.getByText('El campo “lines.0.quantity” no es válido.')).toBeTruthy();
    expect(screen.getByText('Corrija los campos marcados e intente de nuevo.')).toBeTruthy();
  });

  it('says why a field was refused by its reason code, in the session’s language', () => {
    const refused = new BridgeError({
      code: 'invalid_request',
      message: 'name: must not be blank; quantity: Too small: expected number to be >=1.',
      details: [
        { path: 'name', message: 'must not be blank', reason: { code: 'not_blank' } },
        {
          path: 'quantity',
          message: 'Too small: expected number to be >=1',
          reason: { code: 'too_small', values: { origin: 'number', minimum: 1, inclusive: 'yes' } },
        },
        { path: 'note', message: 'looks odd' },
      ],
    });
    const shown = (locale: string) => {
      render(
        <I18nProvider locale={locale}>
          <ReasonsOf error={refused} paths={['name', 'quantity', 'note', 'elsewhere']} />
        </I18nProvider>,
      );
      const texts = screen.getAllByRole('listitem').map((item) => item.textContent);
      cleanup();
      return texts;
    };
    expect(shown('en-US')).toEqual([
      'must not be blank',
      'Too small: expected number to be >=1',
      'looks odd',
      '',
    ]);
    expect(shown('fr-CA')).toEqual([
      'ne doit pas être vide',
      'doit être d’au moins 1',
      'n’est pas valide',
      '',
    ]);
    expect(shown('es-US')).toEqual([
      'no puede quedar en blanco',
      'debe ser como mínimo 1',
      'no es válido',
      '',
    ]);
  });

  it('a platform code nobody named keeps the platform’s sentence, with the general advice', () => {
    const platform = BridgeError.from({
      code: 'order_locked_by_audit',
      message: 'Order W-1001 is locked while the store is audited.',
    });
    showError('fr-CA', platform);
    expect(screen.getByText('Order W-1001 is locked while the store is audited.')).toBeTruthy();
    expect(
      screen.getByText('Réessayez. Si le problème persiste, dites à votre gérant ce que vous faisiez.'),
    ).toBeTruthy();
  });
});
