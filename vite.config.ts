import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer is built once and served by both transports: loaded from file:// by the Electron
// shell, and over http://127.0.0.1 by the web host. Relative asset paths work for both.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
  },
});
