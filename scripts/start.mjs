// `npm start`: opens the Electron window when the Electron binary is installed (after preparing the
// Electron build of the native modules, see prepare-electron-native.mjs); otherwise says so and serves the
// same app through the web host on 127.0.0.1, printing the URL to open.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    const binary = require('electron'); // the package exports the binary's path, or throws when it is missing
    return typeof binary === 'string' && existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

function run(command, args) {
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
}

const binary = electronBinary();
const hasDisplay =
  process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
if (binary && hasDisplay) {
  const { prepareElectronNative } = await import('./prepare-electron-native.mjs');
  try {
    await prepareElectronNative();
  } catch (error) {
    // The window still opens and says what is wrong, with the command that fixes it.
    console.error(`Could not build the native modules for Electron: ${error?.message ?? error}`);
  }
  run(binary, ['.', ...process.argv.slice(2)]);
} else {
  console.log(
    binary
      ? 'No display found: starting the web host instead of the Electron window.'
      : 'The Electron binary is not installed (it could not be downloaded): starting the web host instead.',
  );
  run(process.execPath, ['dist/electron/web-host.mjs', ...process.argv.slice(2)]);
}
