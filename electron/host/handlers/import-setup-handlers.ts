// setup.listImports / startImport / getImport and the archive calls: the administrator's catalog imports.
// A catalog chosen on this workstation is staged and checked here first, then made reachable by the platform
// (see services/archive-share) before its import job is created.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import { ArchiveRefusedError } from '../../services/archive-share/archive-errors';
import type { CatalogArchives } from '../../services/archive-share/catalog-archives';
import type { WorkstationSession } from '../workstation-session';

/** What the import job records as its provider. */
const IMPORT_PROVIDER = 'associate-pos';

type SetupCalls = BridgeImplementation['setup'];
type ImportArchiveRequest = Parameters<SetupCalls['importArchive']>[0];

export function importSetupHandlers({
  session,
  client,
  archives,
}: {
  session: WorkstationSession;
  client: PlatformApiClient;
  archives: CatalogArchives;
}): Pick<
  SetupCalls,
  | 'listImports'
  | 'startImport'
  | 'beginArchiveUpload'
  | 'uploadArchiveChunk'
  | 'prepareArchive'
  | 'importArchive'
  | 'discardArchive'
  | 'getImport'
> {
  const admin = (what: string) => session.requireRole('admin', what);
  /** Creates the import job for a source the platform can read, and starts it. */
  async function importFrom(sourceUri: string, request: Pick<ImportArchiveRequest, 'name' | 'entities'>) {
    const created = await client.createImportJob({
      provider: IMPORT_PROVIDER,
      name: request.name,
      source_uri: sourceUri,
      entities: request.entities,
    });
    await client.startImportJob(created.import_id, { transformed_uri: sourceUri });
    return client.getImportJob(created.import_id);
  }
  return {
    async listImports(request) {
      admin('Listing imports');
      return client.listImportJobs({ offset: request.offset, count: request.count });
    },
    async startImport(request) {
      admin('Importing a catalog');
      return importFrom(request.sourceUri, request);
    },
    async beginArchiveUpload(request) {
      admin('Importing a catalog');
      return archives.begin(request.kind, request.files);
    },
    async uploadArchiveChunk(request) {
      admin('Importing a catalog');
      const bytes = Buffer.from(request.data, 'base64');
      return { received: archives.append(request.uploadId, request.file, request.offset, bytes) };
    },
    async prepareArchive(request) {
      admin('Importing a catalog');
      const prepared = await archives.prepare(request.uploadId);
      return {
        archiveId: prepared.archiveId,
        bytes: prepared.bytes,
        entities: prepared.entities,
        files: prepared.files,
      };
    },
    async importArchive(request) {
      admin('Importing a catalog');
      refuseUnimportableArchive(session, archives, request);
      const sourceUri = await archives.deliver(request.archiveId, request.delivery);
      return { job: await importFrom(sourceUri, request), sourceUri };
    },
    async discardArchive(request) {
      admin('Importing a catalog');
      archives.discard(request.id);
      return { done: true };
    },
    async getImport(request) {
      admin('Reading an import');
      const [job, errors] = await Promise.all([
        client.getImportJob(request.importId),
        client.listImportErrors(request.importId),
      ]);
      return { job, errors };
    },
  };
}

/** Refuses, before anything is delivered, an archive that lacks a file asked for or cannot reach the platform. */
function refuseUnimportableArchive(
  session: WorkstationSession,
  archives: CatalogArchives,
  request: ImportArchiveRequest,
): void {
  const archive = archives.archive(request.archiveId);
  const missing = request.entities.flatMap((entity, index) =>
    archive.entities.includes(entity)
      ? []
      : [{ path: `entities.${index}`, message: `the archive has no data/${entity}.json` }],
  );
  if (missing.length > 0) {
    throw new ArchiveRefusedError(
      'missing_file',
      `The archive lacks a file for: ${missing.map((problem) => problem.message).join('; ')}.`,
      missing,
    );
  }
  if (request.delivery.via === 'workstation' && session.snapshot().platform.mode !== 'embedded') {
    throw new ArchiveRefusedError(
      'delivery_unavailable',
      'The platform is not on this workstation, so it cannot download from it: upload the archive to an ' +
        'S3 bucket it reads, or put it on an https:// address and give that URL.',
      [
        {
          path: 'delivery.via',
          message: 'only the embedded platform can download from this workstation',
        },
      ],
    );
  }
}
