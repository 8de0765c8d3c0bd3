import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createConfSettingsStorage } from '../../../electron/services/settings/conf-settings-storage';
import {
  SettingsValidationError,
  WorkstationSettingsService,
} from '../../../electron/services/settings/settings-service';
import { DEFAULT_WORKSTATION_SETTINGS } from '../../../electron/services/settings/workstation-settings';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pos-settings-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function serviceIn(dir: string, warnings: string[] = []) {
  const storage = createConfSettingsStorage(dir, (message) => warnings.push(message));
  return {
    storage,
    service: new WorkstationSettingsService(storage, (message) => warnings.push(message)),
  };
}

describe('workstation settings', () => {
  it('starts on the embedded platform with no store, en-US, no printers and no drawer', () => {
    const { service } = serviceIn(tempDir());
    expect(service.read()).toEqual({
      platform: { mode: 'embedded' },
      storeId: null,
      locale: 'en-US',
      printers: {},
      drawer: null,
      lastUsername: null,
      counterMode: false,
    });
  });

  it('starts a fresh workstation in the language it is given (the system’s), until one is chosen', () => {
    const dir = tempDir();
    const inFrench = () =>
      new WorkstationSettingsService(createConfSettingsStorage(dir), undefined, {
        ...DEFAULT_WORKSTATION_SETTINGS,
        locale: 'fr-CA',
      });
    expect(inFrench().read()).toMatchObject({ locale: 'fr-CA', storeId: null });
    // Choosing a store keeps the language the workstation showed; choosing a language keeps that one.
    expect(inFrench().update({ storeId: 'store-mtl' }).locale).toBe('fr-CA');
    inFrench().update({ locale: 'es-US' });
    expect(inFrench().read()).toMatchObject({ locale: 'es-US', storeId: 'store-mtl' });
  });

  it('keeps valid changes across a restart', () => {
    const dir = tempDir();
    serviceIn(dir).service.update({
      platform: { mode: 'url', url: 'https://tenant.example.com/' },
      storeId: 'store-nyc',
      locale: 'fr-CA',
      printers: { receipt_printer: { address: 'tcp://127.0.0.1:9100', model: 'EPSON', paperWidthMm: 58 } },
      drawer: { drawerId: 'd1', serial: 'CD-0001', host: '127.0.0.1', port: 7001 },
      lastUsername: 'ana',
      counterMode: true,
    });
    expect(serviceIn(dir).service.read()).toEqual({
      platform: { mode: 'url', url: 'https://tenant.example.com' },
      storeId: 'store-nyc',
      locale: 'fr-CA',
      printers: { receipt_printer: { address: 'tcp://127.0.0.1:9100', model: 'EPSON', paperWidthMm: 58 } },
      drawer: { drawerId: 'd1', serial: 'CD-0001', host: '127.0.0.1', port: 7001 },
      lastUsername: 'ana',
      counterMode: true,
    });
  });

  it('refuses a bad change naming every field at fault, and writes nothing', () => {
    const { service } = serviceIn(tempDir());
    service.update({ locale: 'de-DE' });
    let error: unknown;
    try {
      service.update({
        locale: 'german',
        printers: { document_printer: { address: 'http://printer:9100', model: 'ZEBRA' } },
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsValidationError);
    const paths = (error as SettingsValidationError).details.map((detail) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'locale',
        'printers.document_printer.address',
        'printers.document_printer.model',
      ]),
    );
    expect((error as Error).message).toContain('printers.document_printer.address: must be tcp://host:port');
    expect(service.read().locale).toBe('de-DE');
  });

  it('refuses a printer port out of range and a platform URL that is not http(s)', () => {
    const { service } = serviceIn(tempDir());
    expect(() =>
      service.update({ printers: { receipt_printer: { address: 'tcp://10.0.0.5:70000', model: 'STAR' } } }),
    ).toThrow(/printers\.receipt_printer\.address: must name a port from 1 to 65535/);
    expect(() => service.update({ platform: { mode: 'url', url: 'ftp://tenant.example.com' } })).toThrow(
      /platform\.url: must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('ignores one damaged stored field, keeping the others, and says so', () => {
    const dir = tempDir();
    const { storage } = serviceIn(dir);
    storage.set('workstation', {
      platform: { mode: 'embedded' },
      storeId: 's1',
      locale: 42,
      printers: {},
      drawer: null,
    });
    const warnings: string[] = [];
    const settings = serviceIn(dir, warnings).service.read();
    expect(settings.storeId).toBe('s1');
    expect(settings.locale).toBe('en-US');
    expect(warnings.join('\n')).toMatch(/Ignored the stored setting locale/);
  });

  it('moves a settings file that is not JSON aside and starts from defaults', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'settings.json'), '{"workstation": {"storeId": "s1"');
    const warnings: string[] = [];
    const { service } = serviceIn(dir, warnings);
    expect(service.read().storeId).toBeNull();
    expect(warnings.join('\n')).toMatch(/moved to .*settings\.json\.damaged-/);
  });
});

describe('a session kept on disk by an earlier version', () => {
  it('is deleted, token and all, and the launch is told there was one', () => {
    const dir = tempDir();
    const { storage, service } = serviceIn(dir);
    service.update({ storeId: 'us-nyc-soho', lastUsername: 'ana' });
    storage.set('session', {
      username: 'ana',
      sealedToken: 'gcm1:AAAA',
      expiresAt: '2026-03-01T17:30:00.000Z',
    });

    expect(service.forgetStoredSession()).toBe(true);
    const onDisk = readFileSync(storage.path, 'utf8');
    expect(onDisk).not.toContain('sealedToken');
    expect(onDisk).not.toContain('gcm1:');
    // The store and the last username stay: they are what a workstation remembers.
    expect(serviceIn(dir).service.read()).toMatchObject({ storeId: 'us-nyc-soho', lastUsername: 'ana' });
    expect(service.forgetStoredSession()).toBe(false);
  });
});
