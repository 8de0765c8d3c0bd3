// The serial the associate scans from the drawer's barcode. The scanner types it like a keyboard, usually
// followed by Enter or Tab and sometimes preceded by an AIM symbology identifier (]C0 for Code 128), so the
// input is cleaned before it is matched against what drawers announce.

export class InvalidSerialError extends Error {
  readonly code = 'invalid_serial';
  readonly field = 'serial';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSerialError';
  }
}

const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

/** The serial without scanner noise, or an InvalidSerialError saying what to do. */
export function cleanScannedSerial(scanned: string): string {
  const withoutControls = Array.from(scanned, (character) =>
    (character.codePointAt(0) ?? 0) < 0x20 || character === '\u007f' ? '' : character,
  ).join('');
  const serial = withoutControls.trim().replace(/^\][A-Za-z][0-9]/, '');
  if (serial === '') {
    throw new InvalidSerialError('serial: nothing was scanned. Scan the barcode on the cash drawer.');
  }
  if (!SERIAL_PATTERN.test(serial)) {
    throw new InvalidSerialError(
      `serial: "${serial}" is not a cash drawer serial (1 to 64 letters, digits, and . _ / -). ` +
        'Scan the barcode on the cash drawer again.',
    );
  }
  return serial;
}
