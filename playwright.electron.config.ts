import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// The real Electron window, driven by Playwright's Electron driver: `npm run test:electron`. It needs the
// Electron binary (downloaded by `npm install` where the internet is reachable) and a display (or xvfb-run),
// so it is not part of `npm test`; the README says where it has run.
export default defineConfig({
  testDir: fileURLToPath(new URL('./test/electron', import.meta.url)),
  testMatch: /\.electron\.ts$/,
  outputDir: fileURLToPath(new URL('./test-results/electron', import.meta.url)),
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [['list']],
});
