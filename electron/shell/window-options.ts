// Everything about the main window that can be decided without Electron running: its options (the
// security-relevant webPreferences), its remembered size and place, and which URLs it may go to. Pure, so
// a test checks them; main.ts applies them.
import type { BrowserWindowConstructorOptions, Rectangle } from 'electron';
import { z } from 'zod';
import { rendererCsp } from '../host/renderer-csp';

/** The header CSP of the Electron renderer: IPC needs no network, so connect-src is 'none'. */
export const ELECTRON_RENDERER_CSP = rendererCsp({ connectTo: [] });

export const WindowStateSchema = z.object({
  width: z.int().min(800).max(10_000),
  height: z.int().min(600).max(10_000),
  x: z.int().optional(),
  y: z.int().optional(),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowStateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1366, height: 850, maximized: false };

/** The remembered state, or the default when there is none or it is damaged. */
export function readWindowState(stored: unknown): WindowState {
  const parsed = WindowStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_WINDOW_STATE;
}

/**
 * Drops the remembered position when it is no longer on any display (a monitor was unplugged): a window
 * placed off-screen is one the associate cannot find.
 */
export function placeOnDisplays(state: WindowState, workAreas: readonly Rectangle[]): WindowState {
  if (state.x === undefined || state.y === undefined) return state;
  const { x, y } = state;
  const titleBarVisible = workAreas.some(
    (area) =>
      x + 100 > area.x && x < area.x + area.width - 100 && y >= area.y && y < area.y + area.height - 50,
  );
  return titleBarVisible ? state : { width: state.width, height: state.height, maximized: state.maximized };
}

export function mainWindowOptions(options: {
  preloadPath: string;
  state: WindowState;
  /** A dedicated counter: full screen without the window frame or menu (a manager leaves it in the app). */
  counterMode?: boolean;
}): BrowserWindowConstructorOptions {
  const { state } = options;
  return {
    title: 'Associate POS',
    kiosk: options.counterMode === true,
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: 800,
    minHeight: 600,
    // Shown on ready-to-show, so the associate never sees a white flash.
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: false,
    webPreferences: {
      preload: options.preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
    },
  };
}

/** Navigation inside the window: only our own page (a hash change); everything else is refused. */
export function isOwnPage(url: string, pageUrl: string): boolean {
  try {
    const target = new URL(url);
    const own = new URL(pageUrl);
    return target.protocol === own.protocol && target.host === own.host && target.pathname === own.pathname;
  } catch {
    return false;
  }
}

/** A link the associate may open in the system browser: https only (never file:, javascript:, custom schemes). */
export function externalLinkTarget(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
