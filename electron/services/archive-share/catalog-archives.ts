// The way a catalog archive chosen on this workstation reaches the platform: staged and checked here
// (ArchiveStaging), then either served once over HTTPS on 127.0.0.1 to the embedded platform (which trusts
// this launch's certificate) or uploaded to an S3 bucket a remote platform reads.
import { randomBytes } from 'node:crypto';
import { ArchiveStaging, type PreparedArchive, type UploadFile, type UploadKind } from './archive-staging';
import { LocalArchiveServer, type LocalArchiveServerOptions } from './local-archive-server';
import { uploadArchiveToS3, type S3Destination } from './s3-archive-upload';

export type ArchiveDelivery = { via: 'workstation' } | ({ via: 's3' } & S3Destination);

export interface CatalogArchivesOptions extends LocalArchiveServerOptions {
  /** Folder for uploads and prepared archives (emptied on start and on close). */
  dir: string;
  now?: () => number;
}

export class CatalogArchives {
  private readonly staging: ArchiveStaging;
  private readonly server: LocalArchiveServer;
  private readonly now: () => number;

  constructor(options: CatalogArchivesOptions) {
    this.now = options.now ?? Date.now;
    this.staging = new ArchiveStaging(options.dir, this.now);
    this.server = new LocalArchiveServer(options);
  }

  /** PEM of the certificate the local HTTPS share uses: what the embedded platform must trust. */
  get certificatePem(): string {
    return this.server.certificatePem;
  }

  begin(kind: UploadKind, files: readonly UploadFile[]) {
    return this.staging.begin(kind, files);
  }

  append(uploadId: string, fileName: string, offset: number, bytes: Buffer): number {
    return this.staging.append(uploadId, fileName, offset, bytes);
  }

  prepare(uploadId: string): Promise<PreparedArchive> {
    return this.staging.prepare(uploadId);
  }

  archive(archiveId: string): PreparedArchive {
    return this.staging.archive(archiveId);
  }

  discard(id: string): void {
    this.staging.discard(id);
  }

  /** Makes a prepared archive downloadable by the platform; returns the URI to give the import job. */
  async deliver(archiveId: string, delivery: ArchiveDelivery): Promise<string> {
    const archive = this.staging.archive(archiveId);
    if (delivery.via === 'workstation') return this.server.share(archive.path);
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, '-');
    return uploadArchiveToS3(
      archive.path,
      delivery,
      `catalog-${stamp}-${randomBytes(4).toString('hex')}.zip`,
    );
  }

  async close(): Promise<void> {
    await this.server.close();
    this.staging.close();
  }
}
