// The language the shell speaks (menu bar, About, start-up failures): the associate's chosen language, which
// the host keeps in the workstation's settings and reports in every session — answering session.get, and
// in each onSessionChanged push when the associate picks another. Before the host answers (start-up and its
// failures), the system's preferred language the app speaks, else US English.
import { preferredUiLocale, uiLocaleFor, type UiLocale } from '../../shared/i18n/ui-locales';
import type { RemoteHost } from './host-channel';
import { shellMessages, type ShellMessages } from './shell-messages';

export class ShellLanguage {
  private current: UiLocale;
  private readonly listeners = new Set<(locale: UiLocale) => void>();

  /** `systemLanguages`: Electron's app.getPreferredSystemLanguages(), most preferred first. */
  constructor(systemLanguages: readonly string[]) {
    this.current = preferredUiLocale(systemLanguages);
  }

  get locale(): UiLocale {
    return this.current;
  }

  get messages(): ShellMessages {
    return shellMessages(this.current);
  }

  /** Told when the language changes (the menu is built again in it); returns the function that stops it. */
  onChange(listener: (locale: UiLocale) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Speaks the language of a session the host reported (one without a locale changes nothing). */
  followSession(session: unknown): void {
    const locale = (session as { locale?: unknown } | null)?.locale;
    if (typeof locale !== 'string') return;
    const next = uiLocaleFor(locale);
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener(next);
  }
}

/** Keeps the shell on the host's session language: now, then at every change. Returns the stop function. */
export async function followHostLanguage(
  host: Pick<RemoteHost, 'invoke' | 'subscribe'>,
  language: ShellLanguage,
): Promise<() => void> {
  const stop = host.subscribe((message) => {
    if (message.event === 'onSessionChanged') language.followSession(message.payload);
  });
  const session = await host.invoke('session.get', {});
  if (session.ok) language.followSession(session.value);
  return stop;
}
