// The application menu: File, Edit, View (reload and developer tools only in development), Window, Help, in
// the associate's language. Every item has its label from the shell's catalog: Electron would label the
// role items (Undo, Copy, Quit...) in English on Windows and Linux; the roles still give the behaviour and
// the accelerators.
import type { MenuItemConstructorOptions } from 'electron';
import type { ShellMessages } from './shell-messages';

export interface MenuContext {
  isDevelopment: boolean;
  isMac: boolean;
  appName: string;
  /** The shell's words in the associate's language. */
  t: ShellMessages;
  showAbout: () => void;
}

const SEPARATOR: MenuItemConstructorOptions = { type: 'separator' };

export function applicationMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const { t, isMac } = context;
  const app = context.appName;
  return [
    ...(isMac
      ? [
          {
            label: app,
            submenu: [
              { role: 'about', label: t('menu.app.about', { app }) },
              SEPARATOR,
              { role: 'quit', label: t('menu.app.quit', { app }) },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      label: t('menu.file'),
      submenu: [
        isMac ? { role: 'close', label: t('menu.file.close') } : { role: 'quit', label: t('menu.file.quit') },
      ],
    },
    {
      label: t('menu.edit'),
      submenu: [
        { role: 'undo', label: t('menu.edit.undo') },
        { role: 'redo', label: t('menu.edit.redo') },
        SEPARATOR,
        { role: 'cut', label: t('menu.edit.cut') },
        { role: 'copy', label: t('menu.edit.copy') },
        { role: 'paste', label: t('menu.edit.paste') },
        { role: 'selectAll', label: t('menu.edit.selectAll') },
      ],
    },
    { label: t('menu.view'), submenu: viewMenu(context) },
    {
      label: t('menu.window'),
      submenu: [
        { role: 'minimize', label: t('menu.window.minimize') },
        { role: 'zoom', label: t('menu.window.zoom') },
        ...(isMac ? [] : [{ role: 'close', label: t('menu.window.close') } as const]),
      ],
    },
    {
      role: 'help',
      label: t('menu.help'),
      submenu: [{ label: t('menu.help.about', { app }), click: () => context.showAbout() }],
    },
  ];
}

function viewMenu({ t, isDevelopment }: MenuContext): MenuItemConstructorOptions[] {
  return [
    ...(isDevelopment
      ? ([
          { role: 'reload', label: t('menu.view.reload') },
          { role: 'forceReload', label: t('menu.view.forceReload') },
          { role: 'toggleDevTools', label: t('menu.view.toggleDevTools') },
          SEPARATOR,
        ] as const)
      : []),
    { role: 'resetZoom', label: t('menu.view.resetZoom') },
    { role: 'zoomIn', label: t('menu.view.zoomIn') },
    { role: 'zoomOut', label: t('menu.view.zoomOut') },
    SEPARATOR,
    { role: 'togglefullscreen', label: t('menu.view.toggleFullScreen') },
  ];
}
