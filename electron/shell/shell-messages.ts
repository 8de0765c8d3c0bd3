// The desktop shell's words (menu bar, About, start-up failures) in one of the app's three languages, the
// way printed documents word theirs (ICU messages, electron/common/icu-messages.ts).
import type { UiLocale } from '../../shared/i18n/ui-locales';
import { icuMessages, type IcuMessages } from '../common/icu-messages';
import { enUS, type ShellMessageId } from './messages/en-US';
import { esUS } from './messages/es-US';
import { frCA } from './messages/fr-CA';

export type { ShellMessageId };
export type ShellMessages = IcuMessages<ShellMessageId>;

export const SHELL_CATALOGS: Readonly<Record<UiLocale, Readonly<Record<ShellMessageId, string>>>> = {
  'en-US': enUS,
  'fr-CA': frCA,
  'es-US': esUS,
};

const cache = new Map<UiLocale, ShellMessages>();

export function shellMessages(locale: UiLocale): ShellMessages {
  let messages = cache.get(locale);
  if (messages === undefined) {
    messages = icuMessages(SHELL_CATALOGS[locale], locale);
    cache.set(locale, messages);
  }
  return messages;
}
