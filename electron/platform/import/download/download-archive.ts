import { ImportFailure } from '../../../common/archive/import-failure';
import { downloadHttps } from './https-download';
import { downloadS3 } from './s3-download';
import { trustedCertificates } from './trusted-certificates';

export interface DownloadArchiveOptions {
  maxBytes: number;
  s3Endpoint?: string | undefined;
  extraCaCertificates?: readonly string[] | undefined;
  signal: AbortSignal;
}

/** Fetches the archive at an `https://` or `s3://bucket/key` URI into `destination` (a temp file). */
export async function downloadArchive(
  uri: string,
  destination: string,
  options: DownloadArchiveOptions,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new ImportFailure('unsupported_uri', `'${uri}' is not a URL; use https://... or s3://bucket/key.`, {
      uri,
    });
  }
  const ca = trustedCertificates(options.extraCaCertificates);
  if (url.protocol === 'https:') {
    return downloadHttps(url, destination, { maxBytes: options.maxBytes, ca, signal: options.signal });
  }
  if (url.protocol === 's3:') {
    return downloadS3(url, destination, {
      maxBytes: options.maxBytes,
      endpoint: options.s3Endpoint,
      ca,
      signal: options.signal,
    });
  }
  throw new ImportFailure(
    'unsupported_uri',
    `Archives are fetched from https:// or s3://bucket/key URIs; '${url.protocol}' is not supported.`,
    { uri, scheme: url.protocol },
  );
}
