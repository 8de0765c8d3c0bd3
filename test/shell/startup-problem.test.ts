// When the app cannot start, the dialog says why in the language the shell speaks (the system's: nobody has
// chosen one yet, or the host that keeps the choice did not start), with the command that fixes a database
// module that does not fit.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chooseSqliteBinding, missingBuildProblem } from '../../electron/common/sqlite-binding';
import { HostStartError, RemoteHost, type HostProcessEnd } from '../../electron/shell/host-channel';
import { shellMessages } from '../../electron/shell/shell-messages';
import { startupDialog, startupProblemOf, type StartupProblem } from '../../electron/shell/startup-problem';

const APP = 'Associate POS';

const abiMismatch = Object.assign(
  new Error(
    "The module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\n" +
      'was compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of ' +
      'Node.js requires\nNODE_MODULE_VERSION 145. Please try re-compiling or re-installing\nthe module.',
  ),
  { code: 'ERR_DLOPEN_FAILED' },
);

/** A real process that ends at once, before it could serve: what a host crashing on load looks like. */
async function hostThatEndsWhileStarting(): Promise<unknown> {
  const child = spawn(process.execPath, ['-e', 'process.exit(3)'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.on('error', () => {});
  const end: HostProcessEnd = {
    post: (message) => void (child.connected && child.send(message)),
    onMessage: (listener) => child.on('message', (message) => listener(message as never)),
    onExit: (listener) => child.on('exit', (code) => listener(code)),
    kill: () => void child.kill('SIGKILL'),
  };
  return RemoteHost.start(end, { dataDir: '/nonexistent' }, () => {}).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('a start-up problem', () => {
  it('words a module built for another runtime in French, with the command to copy', () => {
    const dialog = startupDialog(startupProblemOf(abiMismatch), shellMessages('fr-CA'), APP);
    expect(dialog.title).toBe('Associate POS n’a pas pu démarrer');
    expect(dialog.message).toBe(
      'Le module de base de données a été compilé pour un autre environnement d’exécution',
    );
    expect(dialog.detail).toContain('compilé pour NODE_MODULE_VERSION 115');
    expect(dialog.detail).toContain('exige NODE_MODULE_VERSION 145');
    expect(dialog.detail).toContain(
      'Dans le dossier de l’application, exécutez :\n\n    npm run rebuild:electron',
    );
    expect(dialog.buttons).toEqual(['Copier la commande et quitter', 'Quitter']);
    expect(dialog.command).toBe('npm run rebuild:electron');
  });

  it('words a missing Electron build in Spanish, naming where the app looked', () => {
    const choice = chooseSqliteBinding({
      versions: { electron: '41.0.0' },
      isPackaged: false,
      projectRoot: '/home/it/associate-pos',
      exists: () => false,
    });
    const binding = missingBuildProblem(choice);
    expect(binding).toBeDefined();
    const dialog = startupDialog({ kind: 'binding', binding: binding! }, shellMessages('es-US'), APP);
    expect(dialog.title).toBe('Associate POS no pudo iniciar');
    expect(dialog.message).toBe('El módulo de base de datos aún no tiene una compilación para Electron');
    expect(dialog.detail).toContain('/home/it/associate-pos/.electron-native/electron-41.0.0');
    expect(dialog.detail).toContain('En la carpeta de la aplicación, ejecute:');
    expect(dialog.buttons).toEqual(['Copiar el comando y salir', 'Salir']);
  });

  it('keeps the English it showed before', () => {
    const dialog = startupDialog(startupProblemOf(abiMismatch), shellMessages('en-US'), APP);
    expect(dialog.title).toBe('Associate POS could not start');
    expect(dialog.message).toBe('The database module was built for another runtime');
    expect(dialog.detail).toBe(
      'better-sqlite3 was compiled for NODE_MODULE_VERSION 115, but this runtime needs NODE_MODULE_VERSION 145. ' +
        'Build it for Electron and start the app again.\n\nIn the app’s folder, run:\n\n    npm run rebuild:electron',
    );
  });

  it('says in French that the service process ended while starting, with its exit code', async () => {
    const error = await hostThatEndsWhileStarting();
    expect(error).toBeInstanceOf(HostStartError);
    const problem = startupProblemOf(error);
    expect(problem).toEqual<StartupProblem>({ kind: 'host_exited', exitCode: 3 });
    const dialog = startupDialog(problem, shellMessages('fr-CA'), APP);
    expect(dialog.message).toBe('Les services de l’application n’ont pas démarré.');
    expect(dialog.detail).toContain('(code de sortie 3)');
    expect(dialog.buttons).toEqual(['Quitter']);
    expect(dialog.command).toBeUndefined();
  });

  it('shows any other error’s own text under a heading in the language', () => {
    const problem = startupProblemOf(
      new HostStartError('EACCES: permission denied, mkdir /data/pos', 'EACCES'),
    );
    expect(problem).toEqual<StartupProblem>({
      kind: 'error',
      reason: 'EACCES: permission denied, mkdir /data/pos',
    });
    const dialog = startupDialog(problem, shellMessages('es-US'), APP);
    expect(dialog.message).toBe('Los servicios de la aplicación no iniciaron.');
    expect(dialog.detail).toBe('EACCES: permission denied, mkdir /data/pos');
    expect(dialog.buttons).toEqual(['Salir']);
  });
});
