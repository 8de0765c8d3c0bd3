// The preload of the sandboxed renderer (bundled to one CommonJS file: it may require only `electron`).
// The build replaces __POS_BRIDGE_MANIFEST__ with the names and channels of every call and event
// (shared/bridge/manifest.ts), so this file carries no schema code.
import { contextBridge, ipcRenderer } from 'electron';
import type { BridgeManifest } from '../../shared/bridge/manifest';
import { buildPreloadApi } from './preload-api';

declare const __POS_BRIDGE_MANIFEST__: BridgeManifest;

contextBridge.exposeInMainWorld('pos', buildPreloadApi(ipcRenderer, __POS_BRIDGE_MANIFEST__));
