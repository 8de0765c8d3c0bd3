// Just enough ASN.1 DER to write one X.509 certificate (see self-signed-certificate.ts): every value is a
// tag, a length in DER's definite form, and the content bytes.

/** Tag + length + content. Lengths of 128 bytes or more use the long form (0x80 | count, big-endian bytes). */
export function derValue(tag: number, content: Uint8Array): Buffer {
  const length = content.length;
  let header: number[];
  if (length < 0x80) {
    header = [tag, length];
  } else {
    const lengthBytes: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) lengthBytes.unshift(rest % 256);
    header = [tag, 0x80 | lengthBytes.length, ...lengthBytes];
  }
  return Buffer.concat([Buffer.from(header), content]);
}

export const derSequence = (...items: Uint8Array[]): Buffer => derValue(0x30, Buffer.concat(items));
export const derSet = (...items: Uint8Array[]): Buffer => derValue(0x31, Buffer.concat(items));
export const derBoolean = (value: boolean): Buffer => derValue(0x01, Buffer.from([value ? 0xff : 0x00]));
export const derOctetString = (content: Uint8Array): Buffer => derValue(0x04, content);
export const derUtf8String = (text: string): Buffer => derValue(0x0c, Buffer.from(text, 'utf8'));
export const derNull = (): Buffer => Buffer.from([0x05, 0x00]);

/** BIT STRING of whole bytes (no unused bits): how keys and signatures are carried. */
export const derBitString = (content: Uint8Array): Buffer =>
  derValue(0x03, Buffer.concat([Buffer.from([0]), content]));

/** A positive INTEGER from its big-endian magnitude (a 0x00 is put in front when the top bit is set). */
export function derUnsignedInteger(magnitude: Uint8Array): Buffer {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start += 1;
  const trimmed = magnitude.subarray(start);
  const needsPad = ((trimmed[0] ?? 0) & 0x80) !== 0;
  return derValue(0x02, needsPad ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export const derSmallInteger = (value: number): Buffer => derUnsignedInteger(Buffer.from([value]));

/** OBJECT IDENTIFIER from its dotted form ('1.2.840.10045.4.3.2'). */
export function derOid(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = arcs;
  const bytes: number[] = [first * 40 + second];
  for (const arc of rest) {
    const groups: number[] = [];
    let value = arc;
    do {
      groups.unshift(value & 0x7f);
      value = Math.floor(value / 128);
    } while (value > 0);
    groups.forEach((group, index) => bytes.push(index < groups.length - 1 ? group | 0x80 : group));
  }
  return derValue(0x06, Buffer.from(bytes));
}

/**
 * A certificate validity time: UTCTime (YYMMDDHHMMSSZ) through 2049, GeneralizedTime (YYYYMMDDHHMMSSZ)
 * from 2050 on, as RFC 5280 section 4.1.2.5 requires.
 */
export function derTime(date: Date): Buffer {
  const iso = date.toISOString(); // 2024-01-31T12:34:56.789Z
  const digits = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return date.getUTCFullYear() < 2050
    ? derValue(0x17, Buffer.from(digits.slice(2), 'ascii'))
    : derValue(0x18, Buffer.from(digits, 'ascii'));
}

/** [n] EXPLICIT: the value wrapped in a constructed context-specific tag. */
export const derExplicit = (tagNumber: number, inner: Uint8Array): Buffer =>
  derValue(0xa0 | tagNumber, inner);

/** [n] IMPLICIT on a primitive value (GeneralName's dNSName [2] and iPAddress [7]). */
export const derImplicitPrimitive = (tagNumber: number, content: Uint8Array): Buffer =>
  derValue(0x80 | tagNumber, content);
