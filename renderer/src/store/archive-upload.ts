// Handing chosen files to this workstation's import area: announced, sent in chunks (base64, the size the
// main process asks for), then prepared (checked like the importer will and zipped). The main process
// holds the upload, then the archive, until it is imported or discarded; `onHeld` says which one it holds.
import type { BridgeApi } from '../../../shared/bridge';
import type { ArchiveUploadKind, PreparedArchiveView } from '../../../shared/bridge/views/setup';
import { chosenPath, type ChosenFile } from './catalog-file-checks';

/** Bytes to base64 without Node's Buffer (the renderer has none), in pieces to keep argument lists short. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export async function sendArchive(
  bridge: BridgeApi,
  kind: ArchiveUploadKind,
  files: readonly ChosenFile[],
  hooks: { onSent(sentBytes: number): void; onHeld(id: string | null): void },
): Promise<PreparedArchiveView> {
  const { uploadId, chunkBytes } = await bridge.setup.beginArchiveUpload({
    kind,
    files: files.map((file) => ({ name: chosenPath(file), bytes: file.size })),
  });
  hooks.onHeld(uploadId);
  let sentBytes = 0;
  for (const file of files) {
    const name = chosenPath(file);
    for (let offset = 0; offset < file.size; offset += chunkBytes) {
      const bytes = new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer());
      await bridge.setup.uploadArchiveChunk({ uploadId, file: name, offset, data: bytesToBase64(bytes) });
      sentBytes += bytes.length;
      hooks.onSent(sentBytes);
    }
  }
  hooks.onHeld(null); // prepare consumes the upload, whatever it answers
  const archive = await bridge.setup.prepareArchive({ uploadId });
  hooks.onHeld(archive.archiveId);
  return archive;
}
