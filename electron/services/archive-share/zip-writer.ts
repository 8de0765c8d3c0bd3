// Writes an import archive from files on disk, streaming: each file is deflated into the zip as it is read,
// its CRC-32 and sizes computed on the way and written after it in a data descriptor (general purpose bit 3),
// so a catalog of hundreds of megabytes never sits in memory. No ZIP64: an entry or archive of 4 GiB or more
// is refused (the platform accepts at most 512 MiB compressed anyway).
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createDeflateRaw, crc32 } from 'node:zlib';

export interface ZipSource {
  /** Path inside the archive ('data/products.json'); a name ending in '/' is a folder (no source). */
  name: string;
  /** The file to put there. */
  source?: string;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const DEFLATE = 8;
const STORE = 0;
const ZIP32_LIMIT = 0xffffffff;

interface WrittenEntry {
  name: Buffer;
  isFolder: boolean;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  offset: number;
  dosTime: number;
  dosDate: number;
}

/** Writes `entries` as a zip archive to `destination` (replacing it). */
export async function writeZip(
  destination: string,
  entries: readonly ZipSource[],
  now = new Date(),
): Promise<void> {
  const out = await open(destination, 'w');
  try {
    const { dosTime, dosDate } = dosDateTime(now);
    const written: WrittenEntry[] = [];
    let offset = 0;
    const write = async (bytes: Buffer) => {
      await out.write(bytes);
      offset += bytes.length;
    };

    for (const entry of entries) {
      const isFolder = entry.name.endsWith('/');
      if (!isFolder && !entry.source) throw new Error(`The zip entry ${entry.name} has no source file.`);
      const record: WrittenEntry = {
        name: Buffer.from(entry.name, 'utf8'),
        isFolder,
        method: isFolder ? STORE : DEFLATE,
        flags: FLAG_UTF8 | (isFolder ? 0 : FLAG_DATA_DESCRIPTOR),
        crc: 0,
        compressedSize: 0,
        uncompressedSize: 0,
        offset,
        dosTime,
        dosDate,
      };
      await write(localHeader(record));
      if (entry.source) {
        await deflateFile(entry.source, record, write);
        if (record.uncompressedSize >= ZIP32_LIMIT || record.compressedSize >= ZIP32_LIMIT) {
          throw new Error(`${entry.name} is 4 GiB or more; the archive cannot hold it.`);
        }
        await write(dataDescriptor(record));
      }
      written.push(record);
    }

    const directoryOffset = offset;
    for (const entry of written) await write(centralHeader(entry));
    const directorySize = offset - directoryOffset;
    if (offset >= ZIP32_LIMIT) throw new Error('The archive is 4 GiB or more; it cannot be written.');
    await write(endOfCentralDirectory(written.length, directorySize, directoryOffset));
  } finally {
    await out.close();
  }
}

/** Streams the file through deflate into the archive, counting its CRC-32 and both sizes on the way. */
async function deflateFile(
  source: string,
  record: WrittenEntry,
  write: (bytes: Buffer) => Promise<void>,
): Promise<void> {
  await pipeline(
    createReadStream(source),
    async function* measure(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        record.crc = crc32(chunk, record.crc);
        record.uncompressedSize += chunk.length;
        yield chunk;
      }
    },
    createDeflateRaw({ level: 6 }),
    async function store(deflated: AsyncIterable<Buffer>) {
      for await (const chunk of deflated) {
        record.compressedSize += chunk.length;
        await write(chunk);
      }
    },
  );
}

function localHeader(entry: WrittenEntry): Buffer {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(LOCAL_HEADER, 0);
  local.writeUInt16LE(20, 4); // version needed: 2.0
  local.writeUInt16LE(entry.flags, 6);
  local.writeUInt16LE(entry.method, 8);
  local.writeUInt16LE(entry.dosTime, 10);
  local.writeUInt16LE(entry.dosDate, 12);
  // CRC and sizes are 0 here: the data descriptor after the data carries them.
  local.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([local, entry.name]);
}

function dataDescriptor(entry: WrittenEntry): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc >>> 0, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.uncompressedSize, 12);
  return descriptor;
}

function endOfCentralDirectory(entryCount: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entryCount, 8);
  end.writeUInt16LE(entryCount, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

function centralHeader(entry: WrittenEntry): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(entry.flags, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(entry.dosTime, 12);
  header.writeUInt16LE(entry.dosDate, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.uncompressedSize, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // extra field, comment, disk number, internal attributes: all 0
  const mode = entry.isFolder ? ((0o40755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0;
  header.writeUInt32LE(mode, 38);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

/** MS-DOS date and time fields (local time, 2-second steps), as zip tools show them. */
function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    dosTime: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    dosDate: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}
