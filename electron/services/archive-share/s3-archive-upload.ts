// Puts an archive in an S3 bucket for a platform that is not on this workstation (it cannot reach
// 127.0.0.1): `s3://bucket/prefix` from the setup form, an S3-compatible endpoint when given, credentials
// and region from the standard AWS chain (environment, shared config files, instance role).
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ArchiveRefusedError } from './archive-errors';

export interface S3Destination {
  /** `s3://bucket` or `s3://bucket/prefix/`. */
  bucketUri: string;
  /** An S3-compatible store (`https://minio.example:9000`), addressed path-style; AWS when absent. */
  endpoint?: string | undefined;
}

/** `s3://bucket/some/prefix` → bucket and prefix ('' or ending with '/'); refuses anything else by field. */
export function parseBucketUri(bucketUri: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(bucketUri.trim());
  if (!match?.[1]) {
    throw new ArchiveRefusedError(
      'invalid_bucket_uri',
      `'${bucketUri}' is not an S3 bucket address; write s3://bucket or s3://bucket/prefix.`,
      [
        {
          path: 'delivery.bucketUri',
          message: 'must be s3://bucket or s3://bucket/prefix (bucket in lower case)',
        },
      ],
    );
  }
  const prefix = (match[2] ?? '').replace(/^\/+/, '');
  return { bucket: match[1], prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/` };
}

/** Uploads `file` as `<prefix><objectName>` and returns its `s3://bucket/key` URI. */
export async function uploadArchiveToS3(
  file: string,
  destination: S3Destination,
  objectName: string,
): Promise<string> {
  const { bucket, prefix } = parseBucketUri(destination.bucketUri);
  const key = `${prefix}${objectName}`;
  const client = new S3Client({
    region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
    ...(destination.endpoint ? { endpoint: destination.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: a streamed body is then sent as it is rather than in
    // aws-chunked encoding with a checksum trailer, which S3-compatible stores do not all understand.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  try {
    const { size } = await stat(file);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/zip',
      }),
    );
    return `s3://${bucket}/${key}`;
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    const reason = error instanceof Error ? error.message : String(error);
    throw new ArchiveRefusedError(
      's3_upload_failed',
      `Uploading the archive to s3://${bucket}/${key} failed (${name}: ${reason}).`,
      [{ path: 'delivery.bucketUri', message: `the upload failed: ${reason}` }],
    );
  } finally {
    client.destroy();
  }
}
