// Starts a worker thread whose code is TypeScript source (tests, `npm run platform`): tsx compiles it on
// load. A built app never uses this file: its workers are bundled JavaScript (scripts/build-main.mjs).
import { workerData } from 'node:worker_threads';

const { tsImport } = await import('tsx/esm/api');
await tsImport(workerData.sourceEntry, import.meta.url);
