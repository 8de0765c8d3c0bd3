// Serves the built renderer (dist/renderer) read-only: files below the folder and nothing else.
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  body: Buffer;
  contentType: string;
  isHtml: boolean;
}

/**
 * The file for a URL path (`/` is index.html), or undefined when it does not exist or lies outside the
 * folder (`/../secret.key`, encoded `%2e%2e`, a NUL byte...).
 */
export async function readStaticFile(rootDir: string, urlPath: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const root = resolve(rootDir);
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const file = resolve(root, relative);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    if (!(await stat(file)).isFile()) return undefined;
    const extension = extname(file).toLowerCase();
    return {
      body: await readFile(file),
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      isHtml: extension === '.html',
    };
  } catch {
    return undefined;
  }
}
