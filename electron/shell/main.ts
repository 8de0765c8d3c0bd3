// The Electron main process: one instance, one locked-down window, the host's services behind the IPC bridge.
import { app, BrowserWindow, dialog, ipcMain, Menu, safeStorage, screen, session, shell } from 'electron';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bridgeEvents } from '../../shared/bridge/events';
import { consoleLogger, createHost, type Host } from '../host/create-host';
import { applicationMenuTemplate } from './app-menu';
import { createElectronSettingsStorage, createWindowStateStorage } from './electron-settings-storage';
import { registerBridgeIpc } from './ipc';
import { shellSecretProtector } from './safe-storage-protector';
import {
  ELECTRON_RENDERER_CSP,
  externalLinkTarget,
  isOwnPage,
  mainWindowOptions,
  placeOnDisplays,
  readWindowState,
} from './window-options';

const here = fileURLToPath(new URL('.', import.meta.url));
const preloadPath = join(here, 'preload.cjs');
const pagePath = join(here, '..', 'renderer', 'index.html');
const pageUrl = pathToFileURL(pagePath).href;
const isDevelopment = !app.isPackaged;
const WINDOW_STATE_KEY = 'main';

let mainWindow: BrowserWindow | undefined;
let host: Host | undefined;

app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the data folder (SQLite, the embedded platform): bring that one forward instead.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.whenReady().then(start, (error: unknown) => fail(error));
}

async function start(): Promise<void> {
  try {
    lockDownSessions();
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        applicationMenuTemplate({
          isDevelopment,
          isMac: process.platform === 'darwin',
          appName: app.getName(),
          showAbout: () =>
            void dialog.showMessageBox({
              type: 'info',
              title: app.getName(),
              message: `${app.getName()} ${app.getVersion()}`,
            }),
        }),
      ),
    );
    const userData = app.getPath('userData');
    const log = (message: string) => consoleLogger.warn(message);
    host = await createHost({
      dataDir: userData,
      settingsStore: createElectronSettingsStorage(userData, log),
      secretProtector: shellSecretProtector(safeStorage, join(userData, 'secret.key')),
      logger: consoleLogger,
    });
    registerBridgeIpc(
      ipcMain,
      host.handlers,
      { pageUrl, webContentsId: () => mainWindow?.webContents.id },
      log,
    );
    openMainWindow(host, userData);
  } catch (error) {
    fail(error);
  }
}

/** Every session: no permission is ever granted; responses get the renderer's CSP. */
function lockDownSessions(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [ELECTRON_RENDERER_CSP] },
    });
  });
}

function openMainWindow(activeHost: Host, userData: string): void {
  const stateStorage = createWindowStateStorage(userData, (message) => consoleLogger.warn(message));
  const remembered = readWindowState(stateStorage.get(WINDOW_STATE_KEY));
  const state = placeOnDisplays(
    remembered,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow(mainWindowOptions({ preloadPath, state }));
  mainWindow = window;
  const contents = window.webContents;

  contents.on('will-navigate', (event, url) => {
    if (isOwnPage(url, pageUrl)) return;
    event.preventDefault();
    const external = externalLinkTarget(url);
    if (external) void shell.openExternal(external);
  });
  contents.on('will-redirect', (event, url) => {
    if (!isOwnPage(url, pageUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const external = externalLinkTarget(url);
    if (external) void shell.openExternal(external);
    return { action: 'deny' };
  });

  const unsubscribe = activeHost.events.subscribe((message) => {
    if (!window.isDestroyed()) contents.send(bridgeEvents[message.event].channel, message.payload);
  });

  window.once('ready-to-show', () => {
    if (state.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => {
    const bounds = window.getNormalBounds();
    stateStorage.set(WINDOW_STATE_KEY, { ...bounds, maximized: window.isMaximized() });
  });
  window.on('closed', () => {
    unsubscribe();
    mainWindow = undefined;
  });

  void window.loadFile(pagePath);
}

app.on('window-all-closed', () => app.quit());

let closingHost = false;
app.on('before-quit', (event) => {
  if (!host || closingHost) return;
  // The host closes its databases and the embedded platform before the process goes.
  event.preventDefault();
  closingHost = true;
  const closing = host;
  host = undefined;
  closing
    .close()
    .catch((error: unknown) => consoleLogger.error('Closing the host failed', error))
    .finally(() => app.quit());
});

function fail(error: unknown): void {
  consoleLogger.error('Associate POS could not start', error);
  dialog.showErrorBox('Associate POS could not start', (error as Error)?.message ?? String(error));
  app.exit(1);
}
