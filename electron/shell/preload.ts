// The preload of the sandboxed renderer (bundled to one CommonJS file: it may require only `electron`).
import { contextBridge, ipcRenderer } from 'electron';
import { buildPreloadApi } from './preload-api';

contextBridge.exposeInMainWorld('pos', buildPreloadApi(ipcRenderer));
