// The menu bar speaks the associate's language: every item carries its label from the shell's catalog
// (Electron would label Undo, Copy, Quit... in English on Windows and Linux), and the role items keep their
// roles, which give them their behaviour and accelerators.
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { UI_LOCALES, type UiLocale } from '../../shared/i18n/ui-locales';
import { applicationMenuTemplate } from '../../electron/shell/app-menu';
import { shellMessages } from '../../electron/shell/shell-messages';

const APP = 'Associate POS';

function menu(locale: UiLocale, platform: { isMac: boolean; isDevelopment: boolean }, showAbout = () => {}) {
  return applicationMenuTemplate({ ...platform, appName: APP, t: shellMessages(locale), showAbout });
}

/** Every item but separators, submenus' items after their menu, in order. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => {
    if (item.type === 'separator') return [];
    const submenu = Array.isArray(item.submenu) ? items(item.submenu) : [];
    return [item, ...submenu];
  });
}

const labels = (template: MenuItemConstructorOptions[]) => items(template).map((item) => item.label);
const roles = (template: MenuItemConstructorOptions[]) => items(template).map((item) => item.role);

const PLATFORMS = [
  { isMac: false, isDevelopment: false },
  { isMac: false, isDevelopment: true },
  { isMac: true, isDevelopment: false },
  { isMac: true, isDevelopment: true },
];

describe('the application menu', () => {
  it('shows a French associate the menu bar in French, with the roles that copy and paste', () => {
    const template = menu('fr-CA', { isMac: false, isDevelopment: false });
    expect(template.map((item) => item.label)).toEqual([
      'Fichier',
      'Édition',
      'Affichage',
      'Fenêtre',
      'Aide',
    ]);
    const edit = items(template).filter((item) => item.role === 'copy' || item.role === 'paste');
    expect(edit.map((item) => item.label)).toEqual(['Copier', 'Coller']);
    expect(items(template).find((item) => item.role === 'quit')?.label).toBe('Quitter');
  });

  it('shows a Spanish associate the menu bar in Spanish', () => {
    const template = menu('es-US', { isMac: false, isDevelopment: false });
    expect(template.map((item) => item.label)).toEqual(['Archivo', 'Editar', 'Ver', 'Ventana', 'Ayuda']);
    expect(items(template).find((item) => item.role === 'undo')?.label).toBe('Deshacer');
    expect(items(template).find((item) => !item.role && item.click)?.label).toBe(`Acerca de ${APP}`);
  });

  it('keeps the English the menu showed before', () => {
    const template = menu('en-US', { isMac: false, isDevelopment: false });
    expect(template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(labels(template)).toContain(`About ${APP}`);
  });

  for (const platform of PLATFORMS) {
    const where = `${platform.isMac ? 'macOS' : 'Windows and Linux'}${platform.isDevelopment ? ' in development' : ''}`;

    it(`labels every item in every language, on ${where}`, () => {
      const english = labels(menu('en-US', platform));
      for (const locale of UI_LOCALES) {
        const shown = labels(menu(locale, platform));
        expect(
          shown.every((label) => typeof label === 'string' && label.trim() !== ''),
          locale,
        ).toBe(true);
        if (locale === 'en-US') continue;
        // Translated: no item still reads its English, but the app's own name (the macOS app menu).
        shown.forEach((label, index) => {
          if (label !== APP) expect(label, `${locale}: ${english[index]}`).not.toBe(english[index]);
        });
      }
    });

    it(`keeps the same roles in every language, on ${where}`, () => {
      const english = roles(menu('en-US', platform));
      expect(english).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']));
      expect(english).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']));
      expect(english).toContain(platform.isMac ? 'close' : 'quit');
      // Reload and the developer tools only in development.
      expect(english.includes('reload')).toBe(platform.isDevelopment);
      expect(english.includes('toggleDevTools')).toBe(platform.isDevelopment);
      for (const locale of UI_LOCALES) expect(roles(menu(locale, platform)), locale).toEqual(english);
    });
  }

  it('opens the About dialog from Help in any language', () => {
    let opened = 0;
    const template = menu('fr-CA', { isMac: false, isDevelopment: false }, () => opened++);
    const about = items(template).find((item) => item.label === `À propos d’${APP}`);
    about?.click?.({} as never, undefined, {} as never);
    expect(opened).toBe(1);
  });
});
