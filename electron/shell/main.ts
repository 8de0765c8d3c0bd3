// The Electron main process: one instance, one locked-down window. The services run in the host process
// (a utilityProcess, see host-process.ts) and answer the window's IPC bridge through host-channel.ts, so
// this thread only draws the window and passes messages.
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  screen,
  session,
  shell,
  utilityProcess,
} from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bridgeEvents } from '../../shared/bridge/events';
import { chooseSqliteBinding, missingBuildProblem, SQLITE_BINDING_ENV } from '../common/sqlite-binding';
import { applicationMenuTemplate } from './app-menu';
import { createWindowStateStorage } from './electron-settings-storage';
import { RemoteHost, type HostProcessEnd } from './host-channel';
import { registerBridgeIpc } from './ipc';
import { followHostLanguage, ShellLanguage } from './shell-language';
import { shellMessages } from './shell-messages';
import { startupDialog, startupProblemOf, type StartupProblem } from './startup-problem';
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
const hostProcessPath = join(here, 'host-process.mjs');
const pagePath = join(here, '..', 'renderer', 'index.html');
const pageUrl = pathToFileURL(pagePath).href;
const isDevelopment = !app.isPackaged;
const WINDOW_STATE_KEY = 'main';
/** This process's log (the host process sends its lines here too). The host's code is not loaded here. */
const consoleLogger = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(message),
  error: (message: string, error?: unknown) => console.error(message, error ?? ''),
};

let mainWindow: BrowserWindow | undefined;
let host: RemoteHost | undefined;
let language: ShellLanguage | undefined;

/** The shell's language: the system's until the host reports the associate's (see shell-language.ts). */
function shellLanguage(): ShellLanguage {
  language ??= new ShellLanguage(app.getPreferredSystemLanguages());
  return language;
}

app.enableSandbox();
// POS_DATA_DIR moves the data folder (the Electron end-to-end spec gives each run a fresh one; an IT team
// can put it on another disk). Set before anything reads userData.
if (process.env.POS_DATA_DIR) app.setPath('userData', process.env.POS_DATA_DIR);

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
    const language = shellLanguage();
    setApplicationMenu(language);
    language.onChange(() => setApplicationMenu(language));
    const userData = app.getPath('userData');
    const log = (message: string) => consoleLogger.warn(message);
    const binding = chooseSqliteBinding({
      versions: process.versions,
      isPackaged: app.isPackaged,
      projectRoot: app.getAppPath(),
      exists: existsSync,
    });
    const missing = missingBuildProblem(binding);
    if (missing) return showStartupProblem({ kind: 'binding', binding: missing });
    host = await RemoteHost.start(
      startHostProcess(binding.nativeBinding),
      // A workstation nobody has chosen a language on yet starts in the system's, window and menu alike.
      { dataDir: userData, defaultLocale: language.locale },
      (level, message) => (level === 'info' ? consoleLogger.info(message) : consoleLogger[level](message)),
    );
    await followHostLanguage(host, language);
    registerBridgeIpc(ipcMain, host, { pageUrl, webContentsId: () => mainWindow?.webContents.id }, log);
    openMainWindow(host, userData, await counterModeOf(host));
  } catch (error) {
    fail(error);
  }
}

/** The menu bar in the shell's language (built again when the associate picks another). */
function setApplicationMenu(language: ShellLanguage): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      applicationMenuTemplate({
        isDevelopment,
        isMac: process.platform === 'darwin',
        appName: app.getName(),
        t: language.messages,
        showAbout: () => {
          const t = language.messages;
          void dialog.showMessageBox({
            type: 'info',
            title: t('about.title', { app: app.getName() }),
            message: t('about.message', { app: app.getName(), version: app.getVersion() }),
            buttons: [t('dialog.ok')],
          });
        },
      }),
    ),
  );
}

/** Starts the host process, telling it which SQLite build to load (the Electron one in development). */
function startHostProcess(nativeBinding: string | undefined): HostProcessEnd {
  const child = utilityProcess.fork(hostProcessPath, [], {
    serviceName: 'Associate POS services',
    stdio: 'inherit',
    env: { ...process.env, ...(nativeBinding ? { [SQLITE_BINDING_ENV]: nativeBinding } : {}) },
  });
  return {
    post: (message) => child.postMessage(message),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.on('exit', listener),
    kill: () => void child.kill(),
  };
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

/** Whether this workstation runs as a dedicated counter (full screen), as its settings say. */
async function counterModeOf(activeHost: RemoteHost): Promise<boolean> {
  const session = await activeHost.invoke('session.get', {});
  return session.ok && (session.value as { counterMode?: boolean }).counterMode === true;
}

function openMainWindow(activeHost: RemoteHost, userData: string, counterMode: boolean): void {
  const stateStorage = createWindowStateStorage(userData, (message) => consoleLogger.warn(message));
  const remembered = readWindowState(stateStorage.get(WINDOW_STATE_KEY));
  const state = placeOnDisplays(
    remembered,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow(mainWindowOptions({ preloadPath, state, counterMode }));
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

  const unsubscribe = activeHost.subscribe((message) => {
    if (window.isDestroyed()) return;
    contents.send(bridgeEvents[message.event].channel, message.payload);
    // Counter mode follows the workstation's setting at once, both ways (a manager turns it on or off).
    if (message.event === 'onSessionChanged') {
      const wanted = (message.payload as { counterMode?: boolean }).counterMode === true;
      if (window.isKiosk() !== wanted) window.setKiosk(wanted);
    }
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
  showStartupProblem(startupProblemOf(error));
}

/**
 * Why the app could not start, in the system's language (nobody has chosen one yet, or the host that keeps
 * the choice did not start): with the command that fixes it when there is one. Then quit.
 */
function showStartupProblem(problem: StartupProblem): void {
  const english = startupDialog(problem, shellMessages('en-US'), app.getName());
  consoleLogger.error(`${english.message}: ${english.detail}`);
  const shown = startupDialog(problem, shellLanguage().messages, app.getName());
  const choice = dialog.showMessageBoxSync({
    type: 'error',
    title: shown.title,
    message: shown.message,
    detail: shown.detail,
    buttons: shown.buttons,
    defaultId: 0,
    cancelId: shown.buttons.length - 1,
    noLink: true,
  });
  if (choice === 0 && shown.command) clipboard.writeText(shown.command);
  app.exit(1);
}
