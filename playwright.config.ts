import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Chromium comes from the system (Debian's `chromium`), never from `npx playwright install`.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const testDir = fileURLToPath(new URL('./test/e2e', import.meta.url));

// One project per spec file: a project runs in workers of its own, and the workstation fixture lives as long
// as its worker, so every spec file starts with a fresh workstation (signed out, no store remembered, its
// own data folder) whatever ran before it. The files still run one after the other (workers: 1).
const specFiles = readdirSync(testDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

export default defineConfig({
  testDir,
  // Cleared at the start of every run: one run at a time per working tree.
  outputDir: fileURLToPath(new URL('./test-results', import.meta.url)),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: [['list']],
  projects: specFiles.map((file) => ({
    name: file.replace(/\.spec\.ts$/, ''),
    testMatch: new RegExp(`[\\\\/]${file.replace(/\./g, '\\.')}$`),
  })),
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1366, height: 850 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
