// Draws the app icon (assets/icon.png, 512×512) without image tools: a teal rounded square holding a
// white receipt with printed lines and a torn edge. Run `node scripts/make-icon.mjs` after changing it.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const SIZE = 512;
const pixels = Buffer.alloc(SIZE * SIZE * 4);

function inRoundedRect(x, y, left, top, right, bottom, radius) {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function color(x, y) {
  if (!inRoundedRect(x, y, 16, 16, 495, 495, 96)) return [0, 0, 0, 0];
  // The receipt: a white strip with a zig-zag torn bottom edge.
  const tooth = 24;
  const edge = 410 + Math.abs(((x - 136) % (tooth * 2)) - tooth);
  if (x >= 136 && x <= 376 && y >= 96 && y <= edge) {
    const lines = [
      [168, 344, 140, 156],
      [168, 300, 196, 208],
      [168, 320, 228, 240],
      [168, 280, 260, 272],
      [168, 344, 316, 336],
    ];
    for (const [l, r, t, b] of lines) if (x >= l && x <= r && y >= t && y <= b) return [15, 95, 99, 255];
    return [255, 255, 255, 255];
  }
  const shade = Math.round(20 * (y / SIZE));
  return [18 - Math.round(shade / 4), 128 - shade, 132 - shade, 255];
}

for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) pixels.set(color(x, y), (y * SIZE + x) * 4);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) pixels.copy(raw, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4);

writeFileSync(
  new URL('../assets/icon.png', import.meta.url),
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]),
);
console.log('assets/icon.png written');
