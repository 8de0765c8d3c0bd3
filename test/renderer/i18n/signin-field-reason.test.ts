// The staff PIN and counter mode dialogs show why a field was refused under it: US English word for word as
// the platform and the workstation send it (workstation-lock.spec reads it), French and Spanish from the
// catalog, with no English left.
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../shared/bridge';
import { signinFieldReason } from '../../../renderer/src/features/signin/signin-field-reason';
import { translator } from '../support/translator';

/** A refusal as it reaches the dialog, the PIN that was sent, and the field it names. */
const REFUSALS = [
  {
    error: new BridgeError({
      code: 'forbidden',
      message: 'bob is not a manager.',
      details: [{ path: 'approver.username', message: 'is not a manager' }],
    }),
    path: 'approver.username',
    sentPin: '',
  },
  {
    error: new BridgeError({
      code: 'invalid_grant',
      message: "The manager's username or password is not right.",
      details: [{ path: 'approver.password', message: 'is not right' }],
    }),
    path: 'approver.password',
    sentPin: '',
  },
  {
    // A platform code the bridge passes on as it is.
    error: BridgeError.from({
      code: 'wrong_password',
      message: 'The password is incorrect.',
      details: [{ path: 'password', message: 'is not the password of the signed-in user' }],
    }),
    path: 'password',
    sentPin: '4826',
  },
  {
    error: new BridgeError({
      code: 'invalid_request',
      message: 'The request is not valid.',
      details: [{ path: 'pin', message: 'must be 4 to 8 digits' }],
    }),
    path: 'pin',
    sentPin: '48',
  },
  {
    error: new BridgeError({
      code: 'invalid_request',
      message: 'The request is not valid.',
      details: [{ path: 'pin', message: 'is too easy to guess (one digit repeated, or a run like 1234)' }],
    }),
    path: 'pin',
    sentPin: '1111',
  },
];

describe('staff PIN and counter mode field refusals', () => {
  it('US English says each word for word as the platform and the workstation', () => {
    const t = translator('en-US');
    for (const { error, path, sentPin } of REFUSALS) {
      expect(signinFieldReason(error, path, t, sentPin)).toBe(error.details?.[0]?.message);
    }
  });

  it('French and Spanish word each refusal, with no English sentence left', () => {
    for (const locale of ['fr-CA', 'es-US']) {
      const t = translator(locale);
      for (const { error, path, sentPin } of REFUSALS) {
        const text = signinFieldReason(error, path, t, sentPin);
        expect(text, `${locale} ${path}`).toBeTruthy();
        expect(text).not.toBe(error.details?.[0]?.message);
        expect(text).not.toMatch(/\b(is|not|the|must|digits|manager|password)\b/);
      }
    }
  });

  it('French names a manager « gestionnaire » and the PIN length in digits', () => {
    const [notManager, , , digits] = REFUSALS;
    const t = translator('fr-CA');
    expect(signinFieldReason(notManager?.error, 'approver.username', t)).toBe('n’est pas un gestionnaire');
    expect(signinFieldReason(digits?.error, 'pin', t, '48')).toBe('doit compter de 4 à 8 chiffres');
  });

  it('says nothing for a field the error does not name', () => {
    const t = translator('fr-CA');
    expect(signinFieldReason(REFUSALS[0]?.error, 'approver.password', t)).toBeUndefined();
  });
});
