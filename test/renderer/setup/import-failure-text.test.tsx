// @vitest-environment jsdom
// Why an import failed, worded with the values the platform sends (failure.values) in US English, Québec
// French and US Spanish: the file, the entry, the limit passed (sizes in KB/MB as each locale writes them),
// the HTTP status… A failure without values (recorded by an older platform) keeps its general sentence.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportFailure, ImportJob } from '../../../shared/contract/import-job';
import { ImportJobStatus } from '../../../renderer/src/features/setup/ImportJobStatus';
import { importFailureText } from '../../../renderer/src/features/setup/import-failure-text';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { LocaleProvider } from '../../../renderer/src/ui';
import { translator } from '../support/translator';

afterEach(() => cleanup());

const LOCALES = ['en-US', 'fr-CA', 'es-US'] as const;
type Wording = Record<(typeof LOCALES)[number], string>;

function failure(code: string, values?: ImportFailure['values']): ImportFailure {
  return { code, message: 'The platform’s own English sentence.', ...(values ? { values } : {}) };
}

/** Failures as the platform records them (test/platform/import/archive-failures.test.ts), and their words. */
const CASES: Array<[string, ImportFailure, Wording]> = [
  [
    'a scheme the platform does not download from',
    failure('unsupported_uri', { uri: 'ftp://files.example.com/catalog.zip', scheme: 'ftp:' }),
    {
      'en-US':
        'The archive’s address “ftp://files.example.com/catalog.zip” starts with ftp://; the platform only downloads from https:// and s3:// addresses.',
      'fr-CA':
        'L’adresse de l’archive « ftp://files.example.com/catalog.zip » commence par ftp://; la plateforme télécharge seulement depuis des adresses https:// et s3://.',
      'es-US':
        'La dirección del archivo ZIP “ftp://files.example.com/catalog.zip” empieza con ftp://; la plataforma solo descarga desde direcciones https:// y s3://.',
    },
  ],
  [
    'an S3 address without a key',
    failure('unsupported_uri', { uri: 's3://catalog-drop', scheme: 's3:' }),
    {
      'en-US':
        'The archive’s address “s3://catalog-drop” names no file: an S3 address reads s3://bucket/key.',
      'fr-CA':
        'L’adresse de l’archive « s3://catalog-drop » ne nomme aucun fichier : une adresse S3 s’écrit s3://compartiment/clé.',
      'es-US':
        'La dirección del archivo ZIP “s3://catalog-drop” no indica ningún archivo: una dirección S3 se escribe s3://bucket/clave.',
    },
  ],
  [
    'a download answered 404',
    failure('download_failed', { uri: 'https://erp.example.com/a.zip', reason: 'http_status', status: 404 }),
    {
      'en-US': 'The archive’s server answered HTTP 404 (not found), so the platform could not download it.',
      'fr-CA':
        'Le serveur de l’archive a répondu HTTP 404 (introuvable); la plateforme n’a pas pu la télécharger.',
      'es-US':
        'El servidor del archivo ZIP respondió HTTP 404 (no encontrado), así que la plataforma no pudo descargarlo.',
    },
  ],
  [
    'a server that refuses the connection',
    failure('download_failed', {
      uri: 'https://127.0.0.1:9/a.zip',
      reason: 'network',
      error: 'ECONNREFUSED',
    }),
    {
      'en-US': 'The platform could not reach the archive’s server (ECONNREFUSED).',
      'fr-CA': 'La plateforme n’a pas pu joindre le serveur de l’archive (ECONNREFUSED).',
      'es-US': 'La plataforma no pudo conectarse con el servidor del archivo ZIP (ECONNREFUSED).',
    },
  ],
  [
    'a missing S3 key',
    failure('download_failed', { uri: 's3://drop/missing.zip', reason: 'storage', error: 'NoSuchKey' }),
    {
      'en-US': 'The S3 storage refused to give the archive (NoSuchKey).',
      'fr-CA': 'Le stockage S3 a refusé de fournir l’archive (NoSuchKey).',
      'es-US': 'El almacenamiento S3 se negó a entregar el archivo ZIP (NoSuchKey).',
    },
  ],
  [
    'a download over the limit, its size announced',
    failure('archive_too_large', { limit: 'download', bytes: 734_003_200, max_bytes: 536_870_912 }),
    {
      'en-US': 'The archive is 700 MB; the platform downloads archives of at most 512 MB.',
      'fr-CA': 'L’archive fait 700 Mo; la plateforme télécharge des archives d’au plus 512 Mo.',
      'es-US': 'El archivo ZIP ocupa 700 MB; la plataforma descarga archivos ZIP de 512 MB como máximo.',
    },
  ],
  [
    'a download over the limit, its size not announced',
    failure('archive_too_large', { limit: 'download', max_bytes: 50_000 }),
    {
      'en-US': 'The archive is larger than 49 KB, the most the platform downloads.',
      'fr-CA': 'L’archive dépasse 49 Ko, le maximum que la plateforme télécharge.',
      'es-US': 'El archivo ZIP supera 49 KB, lo máximo que descarga la plataforma.',
    },
  ],
  [
    'an archive inflating over the limit',
    failure('archive_too_large', { limit: 'inflated', entry: 'data/notes-2.txt', max_bytes: 2_147_483_648 }),
    {
      'en-US': 'Uncompressed, the archive holds more than 2 GB (passed at “data/notes-2.txt”).',
      'fr-CA': 'Une fois décompressée, l’archive dépasse 2 Go (limite atteinte à « data/notes-2.txt »).',
      'es-US': 'Descomprimido, el archivo ZIP supera 2 GB (se alcanzó en “data/notes-2.txt”).',
    },
  ],
  [
    'too many entries',
    failure('archive_too_large', { limit: 'entries', max_entries: 10_000 }),
    {
      'en-US': 'The archive holds more than 10,000 files and folders.',
      'fr-CA': 'L’archive contient plus de 10 000 fichiers et dossiers.',
      'es-US': 'El archivo ZIP contiene más de 10,000 archivos y carpetas.',
    },
  ],
  [
    'an entry over the compression ratio',
    failure('zip_bomb_suspected', { entry: 'data/zeros.bin', check: 'ratio', max_ratio: 200 }),
    {
      'en-US':
        '“data/zeros.bin” expands more than 200 times its compressed size, so the archive was refused as unsafe.',
      'fr-CA':
        '« data/zeros.bin » se décompresse à plus de 200 fois sa taille compressée; l’archive a été refusée par sécurité.',
      'es-US':
        '“data/zeros.bin” se descomprime a más de 200 veces su tamaño comprimido, así que el archivo ZIP se rechazó por seguridad.',
    },
  ],
  [
    'a damaged entry',
    failure('not_a_zip', { entry: 'data/prices.json' }),
    {
      'en-US': 'The file “data/prices.json” in the archive is damaged.',
      'fr-CA': 'Le fichier « data/prices.json » de l’archive est endommagé.',
      'es-US': 'El archivo “data/prices.json” dentro del ZIP está dañado.',
    },
  ],
  [
    'a __MACOSX folder',
    failure('macosx_folder', { entry: '__MACOSX/' }),
    {
      'en-US': 'The archive holds a __MACOSX folder of macOS metadata (“__MACOSX/”).',
      'fr-CA': 'L’archive contient un dossier __MACOSX de métadonnées de macOS (« __MACOSX/ »).',
      'es-US': 'El archivo ZIP contiene una carpeta __MACOSX con metadatos de macOS (“__MACOSX/”).',
    },
  ],
  [
    'an entry climbing out of the archive',
    failure('unsafe_entry_path', { entry: '../evil.json', problem: 'parent_folder' }),
    {
      'en-US': '“../evil.json” in the archive climbs out of it with “..”.',
      'fr-CA': '« ../evil.json » sort de l’archive avec « .. ».',
      'es-US': '“../evil.json” sale del ZIP con “..”.',
    },
  ],
  [
    'a missing file',
    failure('missing_file', { file: 'data/availabilities.json', entity: 'availabilities' }),
    {
      'en-US': 'The archive has no data/availabilities.json, which this import needs.',
      'fr-CA': 'Il manque à l’archive le fichier data/availabilities.json, dont cette importation a besoin.',
      'es-US': 'Falta en el ZIP el archivo data/availabilities.json, que esta importación necesita.',
    },
  ],
  [
    'a record that is not JSON',
    failure('invalid_json', { file: 'data/prices.json', line: 1204, column: 35, path: 'items.1201.value' }),
    {
      'en-US':
        'data/prices.json is not valid JSON: the error is on line 1,204, column 35, in “items.1201.value”.',
      'fr-CA':
        'data/prices.json n’est pas du JSON valide : l’erreur est à la ligne 1 204, colonne 35, dans « items.1201.value ».',
      'es-US':
        'data/prices.json no es JSON válido: el error está en la línea 1,204, columna 35, en “items.1201.value”.',
    },
  ],
  [
    'a head field that fails its schema',
    failure('invalid_head', {
      file: 'data/products.json',
      problem: 'schema',
      field: 'head.locale',
      issues: 3,
    }),
    {
      'en-US':
        'The head or items list of data/products.json is not valid at “head.locale” (and 2 other fields).',
      'fr-CA':
        'L’en-tête ou la liste d’articles de data/products.json n’est pas valide à « head.locale » (et 2 autres champs).',
      'es-US':
        'El encabezado o la lista de artículos de data/products.json no es válido en “head.locale” (y 2 campos más).',
    },
  ],
  [
    'a price book for another shop',
    failure('invalid_head', {
      problem: 'shop_mismatch',
      file: 'data/prices.json',
      pricebook: 'default',
      shop: 'ca',
      expected_file: 'data/products.json',
      expected_shop: 'us',
    }),
    {
      'en-US':
        'data/prices.json (price book “default”) is for shop “ca”, but data/products.json is for shop “us”; one archive imports into one shop.',
      'fr-CA':
        'data/prices.json (liste de prix « default ») est pour la boutique « ca », mais data/products.json est pour la boutique « us »; une archive s’importe dans une seule boutique.',
      'es-US':
        'data/prices.json (lista de precios “default”) es para la tienda en línea “ca”, pero data/products.json es para la tienda en línea “us”; un archivo ZIP se importa en una sola tienda en línea.',
    },
  ],
  [
    'an import taken over by another process',
    failure('internal_error', { cause: 'taken_over' }),
    {
      'en-US':
        'Another platform process took over this import; nothing was applied here, and that process finishes it.',
      'fr-CA':
        'Un autre processus de la plateforme a pris en charge cette importation; rien n’a été appliqué ici, et c’est cet autre processus qui la termine.',
      'es-US':
        'Otro proceso de la plataforma se hizo cargo de esta importación; aquí no se aplicó nada, y ese proceso la termina.',
    },
  ],
  [
    'a process that died under the import',
    failure('attempts_exhausted', { attempts: 3 }),
    {
      'en-US':
        'The platform stopped 3 times while running this import; nothing was applied. Check the archive, then start a new import.',
      'fr-CA':
        'La plateforme s’est arrêtée 3 fois pendant cette importation; rien n’a été appliqué. Vérifiez l’archive, puis lancez une nouvelle importation.',
      'es-US':
        'La plataforma se detuvo 3 veces durante esta importación; no se aplicó nada. Revise el archivo ZIP y luego inicie una nueva importación.',
    },
  ],
];

describe('an import failure worded with its values', () => {
  it.each(CASES)('%s, in each language', (_name, refusal, wording) => {
    for (const locale of LOCALES) {
      // Sizes come out with the locale's spaces (narrow no-break in French); compare them as plain spaces.
      const text = importFailureText(refusal, translator(locale), locale).replace(/[\u00a0\u202f]/g, ' ');
      expect(text, locale).toBe(wording[locale]);
    }
  });

  it('keeps the general sentence of a failure recorded without values, or without what its sentence needs', () => {
    const general = {
      'en-US': 'A data file in the archive is not valid JSON.',
      'fr-CA': 'Un fichier de données de l’archive n’est pas du JSON valide.',
      'es-US': 'Un archivo de datos del ZIP no es JSON válido.',
    };
    for (const locale of LOCALES) {
      const t = translator(locale);
      expect(importFailureText(failure('invalid_json'), t, locale)).toBe(general[locale]);
      expect(importFailureText(failure('invalid_json', { line: 4 }), t, locale)).toBe(general[locale]);
      expect(importFailureText(failure('download_failed', { reason: 'quota' }), t, locale)).toBe(
        t('platformRefusal.import.download_failed'),
      );
      expect(importFailureText(failure('missing_data_folder'), t, locale)).toBe(
        t('platformRefusal.import.missing_data_folder'),
      );
    }
    // A code the app does not know: the platform's own sentence.
    expect(importFailureText(failure('quota_exceeded', { files: 3 }), translator('fr-CA'), 'fr-CA')).toBe(
      'The platform’s own English sentence.',
    );
  });
});

describe('the import status of a failed import', () => {
  const job: ImportJob = {
    import_id: 'imp-9',
    status: 'failed',
    entities: ['products', 'prices'],
    counts: { products: 0, prices: 0, availabilities: 0, rejected: 0 },
    created_at: '2026-03-05T19:05:00Z',
    started_at: '2026-03-05T19:05:01Z',
    finished_at: '2026-03-05T19:05:02Z',
    failure: failure('archive_too_large', {
      limit: 'data_file',
      entry: 'data/products.json',
      bytes: 1_610_612_736,
      max_bytes: 536_870_912,
    }),
  };

  function shown(locale: string): string {
    render(
      <LocaleProvider locale={locale} timeZone="America/Toronto">
        <I18nProvider locale={locale}>
          <ImportJobStatus job={job} sourceUri={null} errorCount={0} />
        </I18nProvider>
      </LocaleProvider>,
    );
    const text = (screen.getByRole('alert').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    cleanup();
    return text;
  }

  it('names the file and the sizes in the manager’s language', () => {
    expect(shown('fr-CA')).toContain(
      '« data/products.json » fait 1,5 Go une fois décompressé; un fichier de données peut contenir au plus 512 Mo.',
    );
    expect(shown('es-US')).toContain(
      '“data/products.json” ocupa 1.5 GB descomprimido; un archivo de datos puede tener como máximo 512 MB.',
    );
    expect(shown('en-US')).toContain(
      '“data/products.json” is 1.5 GB uncompressed; a data file can hold at most 512 MB.',
    );
  });
});
