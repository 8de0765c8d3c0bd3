// Why the app could not start, as facts (a database module that does not fit, the service process that
// ended, another error) worded in the language the shell speaks: before anyone chose one, the system's.
import { describeBindingProblem, type BindingProblem } from '../common/sqlite-binding';
import { HostStartError } from './host-channel';
import type { ShellMessageId, ShellMessages } from './shell-messages';

export type StartupProblem =
  | { kind: 'binding'; binding: BindingProblem }
  /** The service process ended before it served (a crash while loading); its exit code when it had one. */
  | { kind: 'host_exited'; exitCode: number | null }
  /** Anything else: the error's own text, shown as it is for whoever fixes the workstation. */
  | { kind: 'error'; reason: string };

export function startupProblemOf(error: unknown): StartupProblem {
  const binding = describeBindingProblem(error);
  if (binding) return { kind: 'binding', binding };
  if (error instanceof HostStartError && error.exitCode !== undefined) {
    return { kind: 'host_exited', exitCode: error.exitCode };
  }
  return { kind: 'error', reason: error instanceof Error ? error.message : String(error) };
}

/** The error dialog of a problem; the first button copies `command` when there is one. */
export interface StartupDialog {
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  command?: string;
}

const BINDING_TEXTS: Readonly<
  Record<BindingProblem['code'], { title: ShellMessageId; message: ShellMessageId }>
> = {
  abi_mismatch: {
    title: 'startup.binding.abiMismatch.title',
    message: 'startup.binding.abiMismatch.message',
  },
  load_failed: { title: 'startup.binding.loadFailed.title', message: 'startup.binding.loadFailed.message' },
  missing_build: {
    title: 'startup.binding.missingBuild.title',
    message: 'startup.binding.missingBuild.message',
  },
};

export function startupDialog(problem: StartupProblem, t: ShellMessages, appName: string): StartupDialog {
  const title = t('startup.title', { app: appName });
  switch (problem.kind) {
    case 'binding': {
      const { code, command, ...values } = problem.binding;
      const texts = BINDING_TEXTS[code];
      return {
        title,
        message: t(texts.title),
        detail: `${t(texts.message, values)}\n\n${t('startup.runCommand')}\n\n    ${command}`,
        buttons: [t('startup.copyCommandAndQuit'), t('startup.quit')],
        command,
      };
    }
    case 'host_exited':
      return {
        title,
        message: t('startup.failed'),
        detail: t('startup.hostExited', { exitCode: String(problem.exitCode) }),
        buttons: [t('startup.quit')],
      };
    case 'error':
      return { title, message: t('startup.failed'), detail: problem.reason, buttons: [t('startup.quit')] };
  }
}
