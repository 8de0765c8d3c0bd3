// A tiny zip writer for tests and benchmarks: real deflate (node:zlib), real CRC-32, a correct central
// directory — and the means to lie, so tests can craft the hostile archives an importer must refuse
// (sizes that understate what an entry inflates to, '../evil', '/abs', '__MACOSX/', huge ratios).
import { deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive; a name ending in '/' is a folder. Written as UTF-8 (flag bit 11). */
  name: string;
  content?: string | Buffer;
  /** 'deflate' (default) or 'store' (no compression). */
  method?: 'deflate' | 'store';
  /** Size to write in the headers instead of the real uncompressed size (a lying header). */
  declaredUncompressedSize?: number;
  /** deflate level, 1 (fast) to 9 (small); 6 by default. */
  level?: number;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i += 1) {
    crc = (CRC_TABLE[(crc ^ (data[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** 1 January 2024, 12:00, in MS-DOS date and time fields. */
const DOS_TIME = (12 << 11) | (0 << 5) | 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;
const UTF8_FLAG = 0x0800;

/** Builds a zip archive in memory. */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const isFolder = entry.name.endsWith('/');
    const raw = isFolder
      ? Buffer.alloc(0)
      : Buffer.isBuffer(entry.content)
        ? entry.content
        : Buffer.from(entry.content ?? '', 'utf8');
    const method = isFolder || entry.method === 'store' ? 0 : 8;
    const data = method === 8 ? deflateRawSync(raw, { level: entry.level ?? 6 }) : raw;
    const crc = crc32(raw);
    const uncompressedSize = entry.declaredUncompressedSize ?? raw.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(UTF8_FLAG, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // extra field length
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_FLAG, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30); // extra field length
    central.writeUInt16LE(0, 32); // comment length
    central.writeUInt16LE(0, 34); // disk number start
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE(isFolder ? ((0o40755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4); // this disk
  end.writeUInt16LE(0, 6); // disk with the central directory
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20); // comment length
  return Buffer.concat([...locals, directory, end]);
}

/** The files of an import archive: each given document is written as data/<entity>.json. */
export interface ImportArchiveFiles {
  products?: unknown;
  prices?: unknown;
  availabilities?: unknown;
  /** More entries (hostile ones, folders, notes). */
  extra?: ZipEntry[];
}

/** A well-formed import archive: a data/ folder with the JSON files given. */
export function buildImportArchive(files: ImportArchiveFiles): Buffer {
  const entries: ZipEntry[] = [{ name: 'data/' }];
  for (const entity of ['products', 'prices', 'availabilities'] as const) {
    if (files[entity] !== undefined) {
      entries.push({ name: `data/${entity}.json`, content: JSON.stringify(files[entity]) });
    }
  }
  return buildZip([...entries, ...(files.extra ?? [])]);
}
