// Reads a command's parameter bytes. Bytes arrive over TCP in arbitrary chunks, so running out in the
// middle of a command is normal: the reader throws NeedMoreBytes and the decoder retries the whole command
// once the next chunk has arrived.

export class NeedMoreBytes extends Error {
  constructor() {
    super('the command continues in bytes not received yet');
  }
}

export class ByteReader {
  constructor(
    private readonly bytes: Uint8Array,
    public position: number,
  ) {}

  get remaining(): number {
    return this.bytes.length - this.position;
  }

  byte(): number {
    const value = this.bytes[this.position];
    if (value === undefined) throw new NeedMoreBytes();
    this.position += 1;
    return value;
  }

  peek(): number | undefined {
    return this.bytes[this.position];
  }

  /** Little-endian 16-bit count (nL nH). */
  uint16(): number {
    const low = this.byte();
    return low + this.byte() * 256;
  }

  take(count: number): Uint8Array {
    if (this.remaining < count) throw new NeedMoreBytes();
    const slice = this.bytes.subarray(this.position, this.position + count);
    this.position += count;
    return slice;
  }

  /** Bytes up to (not including) the terminator; the terminator is consumed. */
  until(terminator: number): Uint8Array {
    const end = this.bytes.indexOf(terminator, this.position);
    if (end === -1) throw new NeedMoreBytes();
    const slice = this.bytes.subarray(this.position, end);
    this.position = end + 1;
    return slice;
  }

  slice(from: number, to: number): Uint8Array {
    return this.bytes.subarray(from, to);
  }
}
