/** The embedded platform's version, reported by GET /health. */
export const PLATFORM_VERSION = '1.0.0';
