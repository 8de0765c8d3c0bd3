// The application menu: File, Edit, View (reload and developer tools only in development), Window, Help.
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuContext {
  isDevelopment: boolean;
  isMac: boolean;
  appName: string;
  showAbout: () => void;
}

export function applicationMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    ...(context.isDevelopment
      ? ([
          { role: 'reload' },
          { role: 'forceReload' },
          { role: 'toggleDevTools' },
          { type: 'separator' },
        ] as const)
      : []),
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(context.isMac
      ? [
          {
            label: context.appName,
            submenu: [{ role: 'about' }, { type: 'separator' }, { role: 'quit' }],
          } as MenuItemConstructorOptions,
        ]
      : []),
    { label: 'File', submenu: [context.isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    { label: 'View', submenu: view },
    {
      label: 'Window',
      submenu: [
        { role: 'minimize' },
        { role: 'zoom' },
        ...(context.isMac ? [] : [{ role: 'close' } as const]),
      ],
    },
    { role: 'help', submenu: [{ label: `About ${context.appName}`, click: () => context.showAbout() }] },
  ];
}
