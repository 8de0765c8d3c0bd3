// Errors that carry the values of their sentence (a drawer pairing refused, a printer that did not answer
// when attached) are worded by the catalog in every language, US English word for word as the main
// process's English (what the cash and devices e2e specs read).
import { describe, expect, it } from 'vitest';
import type { StoreCashManagement } from '../../../shared/contract/cash-management';
import type { PrinterProblem } from '../../../shared/printing/printer-problem';
import { printerProblemInEnglish } from '../../../shared/printing/printer-problem-english';
import {
  DrawerPairingError,
  SAME_NETWORK_ADVICE,
  withDrawerDevice,
} from '../../../electron/services/drawers/drawer-pairing';
import { errorWording, translator } from '../support/translator';
import { notAttachedText } from '../../../renderer/src/features/printing/printer-problem-text';

function serialInUse(): DrawerPairingError {
  const config = {
    drawers: [
      { drawer_id: 'front', name: 'Front', device: { serial: 'CD-1001' } },
      { drawer_id: 'back', name: 'Back office' },
    ],
  } as unknown as StoreCashManagement;
  try {
    withDrawerDevice(config, 'back', 'CD-1001');
  } catch (error) {
    if (error instanceof DrawerPairingError) return error;
  }
  throw new Error('the serial of another drawer was accepted');
}

/** The pairing refusals as the main process throws them (code, English, values). */
function pairingErrors(): DrawerPairingError[] {
  return [
    new DrawerPairingError(
      'drawer_not_on_network',
      `No cash drawer with serial CD-9999 was found on the network. ${SAME_NETWORK_ADVICE}`,
      { serial: 'CD-9999' },
    ),
    new DrawerPairingError(
      'drawer_not_answering',
      `Cash drawer CD-1001 announces itself at 10.0.4.7:9101 but does not answer from this workstation. ${SAME_NETWORK_ADVICE}`,
      { serial: 'CD-1001', host: '10.0.4.7', port: '9101' },
    ),
    serialInUse(),
  ];
}

const at = { host: '10.77.0.5', port: 9100 };
const NOT_ANSWERING: PrinterProblem[][] = [
  [{ code: 'unreachable', ...at, reason: { code: 'refused' } }],
  [{ code: 'no_response', ...at, reason: { code: 'no_answer_in_time', ms: 3000 } }],
  [{ code: 'not_a_printer_status', ...at, answer: '41' }],
];

describe('errors worded from their values', () => {
  it('US English says each pairing refusal word for word as the main process', () => {
    const t = errorWording('en-US');
    for (const error of pairingErrors()) {
      expect(t(error), error.code).toBe(error.message);
    }
    expect(serialInUse().message).toBe(
      'Serial CD-1001 already belongs to drawer "Front" (front) of this store.',
    );
  });

  it('French and Spanish say each pairing refusal in their words, with its values', () => {
    const [notOnNetwork, notAnswering, inUse] = pairingErrors();
    const fr = errorWording('fr-CA');
    expect(fr(notOnNetwork!)).toMatch(
      /^Aucun tiroir-caisse portant le numéro de série CD-9999 n’a été trouvé sur le réseau\. .*Wi-Fi du magasin/,
    );
    expect(fr(inUse!)).toBe(
      'Le numéro de série CD-1001 appartient déjà à la caisse « Front » (front) de ce magasin.',
    );
    const es = errorWording('es-US');
    expect(es(notAnswering!)).toMatch(
      /^El cajón de dinero CD-1001 se anuncia en 10\.0\.4\.7:9101, pero no responde desde esta estación\./,
    );
    for (const t of [fr, es]) {
      for (const error of pairingErrors()) {
        expect(t(error)).not.toMatch(/\b(drawer|network|answer|already|belongs)\b/i);
      }
    }
  });

  it('says why a printer was not attached, US English as the main process wrote it', () => {
    for (const problems of NOT_ANSWERING) {
      expect(notAttachedText(problems, translator('en-US'))).toBe(
        `${problems.map(printerProblemInEnglish).join(' ')} It was not attached; attach it anyway if it is switched off for now.`,
      );
      for (const locale of ['fr-CA', 'es-US']) {
        expect(notAttachedText(problems, translator(locale))).not.toMatch(/\b(printer|attached|anyway)\b/i);
      }
    }
    expect(notAttachedText(NOT_ANSWERING[0]!, translator('fr-CA'))).toBe(
      'L’imprimante à l’adresse 10.77.0.5:9100 est injoignable (connexion refusée). Vérifiez qu’elle est allumée et branchée. Elle n’a pas été ajoutée; ajoutez-la quand même si elle est éteinte pour l’instant.',
    );
  });
});
