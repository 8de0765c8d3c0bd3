// Where settings live on disk. One interface, one implementation per runtime: `conf` under plain Node
// (the web host, tests) and `electron-store` in the Electron shell (same file format, Electron's paths).

/** A small key-value file; values are JSON. `conf` and `electron-store` instances fit this shape as they are. */
export interface SettingsStorage {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  /** The file, for messages and tests. */
  readonly path: string;
}
