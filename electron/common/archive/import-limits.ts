/** How large an import archive may be, packed and unpacked, and how far it may expand: the contract's limits. */
export interface ImportLimits {
  maxCompressedBytes: number;
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxCompressedBytes: 512 * 1024 * 1024,
  maxUncompressedBytes: 2 * 1024 * 1024 * 1024,
  maxCompressionRatio: 200,
};
