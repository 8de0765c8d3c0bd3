// The window's security settings and the rules of where it may go, checked without Electron.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WINDOW_STATE,
  ELECTRON_RENDERER_CSP,
  externalLinkTarget,
  isOwnPage,
  mainWindowOptions,
  placeOnDisplays,
  readWindowState,
} from '../../electron/shell/window-options';
import { readFileSync } from 'node:fs';

const PAGE = 'file:///opt/associate-pos/dist/renderer/index.html';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('the main window', () => {
  it('runs the page sandboxed and isolated, with no Node and web security on', () => {
    const options = mainWindowOptions({
      preloadPath: '/app/dist/electron/preload.cjs',
      state: DEFAULT_WINDOW_STATE,
    });
    expect(options.webPreferences).toMatchObject({
      preload: '/app/dist/electron/preload.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(options.show).toBe(false);
    expect(options.kiosk).toBe(false);
  });

  it('opens full screen (kiosk) on a counter workstation, with the same locked-down page', () => {
    const options = mainWindowOptions({ preloadPath: 'p', state: DEFAULT_WINDOW_STATE, counterMode: true });
    expect(options.kiosk).toBe(true);
    expect(options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
  });

  it('has a CSP that runs only its own scripts and opens no connection', () => {
    const csp = directives(ELECTRON_RENDERER_CSP);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(ELECTRON_RENDERER_CSP).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*script|\*/);
  });

  it("the page's own meta CSP lets it reach only 127.0.0.1 (the web host) besides itself", () => {
    const html = readFileSync('renderer/index.html', 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    const csp = directives(meta);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:*', 'http://127.0.0.1:*']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('remembers its size and place, forgetting a place no display shows any more', () => {
    expect(readWindowState({ width: 1500, height: 900, x: 40, y: 30, maximized: true })).toEqual({
      width: 1500,
      height: 900,
      x: 40,
      y: 30,
      maximized: true,
    });
    expect(readWindowState({ width: 'wide' })).toEqual(DEFAULT_WINDOW_STATE);
    expect(readWindowState(undefined)).toEqual(DEFAULT_WINDOW_STATE);
    const display = { x: 0, y: 0, width: 1920, height: 1080 };
    const onScreen = { width: 1200, height: 800, x: 100, y: 100, maximized: false };
    expect(placeOnDisplays(onScreen, [display])).toEqual(onScreen);
    expect(placeOnDisplays({ ...onScreen, x: 2500 }, [display])).toEqual({
      width: 1200,
      height: 800,
      maximized: false,
    });
    const options = mainWindowOptions({ preloadPath: 'p', state: onScreen });
    expect([options.x, options.y, options.width, options.height]).toEqual([100, 100, 1200, 800]);
  });

  it('navigates only within its own page and opens only https links outside', () => {
    expect(isOwnPage(`${PAGE}#/cash`, PAGE)).toBe(true);
    expect(isOwnPage('file:///etc/passwd', PAGE)).toBe(false);
    expect(isOwnPage('https://evil.example/', PAGE)).toBe(false);
    expect(externalLinkTarget('https://help.example.com/pos')).toBe('https://help.example.com/pos');
    for (const url of [
      'http://help.example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://share',
      'nonsense',
    ]) {
      expect(externalLinkTarget(url), url).toBeUndefined();
    }
  });
});
