import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ImportFailure } from '../../../common/archive/import-failure';
import { sizeCap } from './size-cap';

export interface S3DownloadOptions {
  maxBytes: number;
  /** An S3-compatible store instead of AWS; addressed path-style (http://host/bucket/key). */
  endpoint?: string | undefined;
  /** CAs trusted when the endpoint is https. */
  ca: string[];
  signal: AbortSignal;
}

/** `s3://bucket/key` → bucket and key; the key keeps its slashes. */
export function parseS3Uri(url: URL): { bucket: string; key: string } {
  const bucket = url.hostname;
  const key = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!bucket || !key) {
    throw new ImportFailure(
      'unsupported_uri',
      `${url.href} is not an S3 object URI of the form s3://bucket/key.`,
      { uri: url.href, scheme: url.protocol },
    );
  }
  return { bucket, key };
}

/**
 * Streams an S3 object into `destination`, capped at maxBytes. Credentials and region come from the standard
 * AWS chain (environment, shared config, instance role); the region defaults to us-east-1.
 */
export async function downloadS3(url: URL, destination: string, options: S3DownloadOptions): Promise<void> {
  const { bucket, key } = parseS3Uri(url);
  const client = new S3Client({
    region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    requestHandler: { httpsAgent: { ca: options.ca }, requestTimeout: 60_000 },
  });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
      abortSignal: options.signal,
    });
    if (object.ContentLength !== undefined && object.ContentLength > options.maxBytes) {
      throw new ImportFailure(
        'archive_too_large',
        `The archive at ${url.href} is ${object.ContentLength} bytes; the limit is ${options.maxBytes} bytes.`,
        { limit: 'download', bytes: object.ContentLength, max_bytes: options.maxBytes },
      );
    }
    if (!(object.Body instanceof Readable)) {
      throw new ImportFailure('download_failed', `Downloading ${url.href} gave no readable body.`, {
        uri: url.href,
        reason: 'no_body',
      });
    }
    await pipeline(
      object.Body,
      sizeCap(options.maxBytes, `The archive at ${url.href}`),
      createWriteStream(destination),
      {
        signal: options.signal,
      },
    );
  } catch (error) {
    if (error instanceof ImportFailure || options.signal.aborted) throw error;
    const name = error instanceof Error ? error.name : 'Error';
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFailure('download_failed', `Downloading ${url.href} failed: ${name}: ${reason}.`, {
      uri: url.href,
      reason: 'storage',
      error: name,
    });
  } finally {
    client.destroy();
  }
}
