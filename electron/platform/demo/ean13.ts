/** The GS1 check digit of the first twelve digits of an EAN-13 (weights 1,3,1,3… from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`an EAN-13 body is 12 digits, got '${first12}'`);
  const weighted = [...first12].reduce(
    (sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (weighted % 10)) % 10;
}

/** A full EAN-13 from a GS1 company prefix and an item reference, padded to twelve digits plus the check digit. */
export function ean13(companyPrefix: string, itemReference: number): string {
  const referenceDigits = 12 - companyPrefix.length;
  const reference = String(itemReference).padStart(referenceDigits, '0');
  if (reference.length !== referenceDigits) {
    throw new RangeError(`item reference ${itemReference} does not fit in ${referenceDigits} digits`);
  }
  const body = companyPrefix + reference;
  return body + String(ean13CheckDigit(body));
}
