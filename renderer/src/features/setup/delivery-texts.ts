// A store's delivery texts as the pickup form edits them: the customer's two texts in each of the app's
// languages (US English is the option's own pair, French and Spanish its `localized` entries), what they
// were when the form opened — an English text changed while a translation stayed as it was may leave that
// translation out of date — and the way back to the contract, checked by the platform's own rules.
import {
  DEFAULT_DELIVERY_TIMES,
  MAX_DELIVERY_TIME_LENGTH,
  type DeliveryTimes,
  type LocalizedDeliveryTimes,
} from '../../../../shared/contract/pickup-config';
import type { MessageId } from '../../i18n/messages/en-US';
import type { Translate } from './setup-labels';

/** The app's languages (i18n/catalogs.ts), US English first: the option's own texts are its English. */
export const DELIVERY_TEXT_LOCALES = ['en-US', 'fr-CA', 'es-US'] as const;
export type DeliveryTextLocale = (typeof DELIVERY_TEXT_LOCALES)[number];
const TRANSLATED_LOCALES = DELIVERY_TEXT_LOCALES.filter((locale) => locale !== 'en-US');

/** The two texts of a language, named as the contract names them. */
export const DELIVERY_TEXT_KINDS = ['delivery_time', 'delivery_time_if_not_available'] as const;
export type DeliveryTextKind = (typeof DELIVERY_TEXT_KINDS)[number];
export type DeliveryTextPair = Record<DeliveryTextKind, string>;

/** Each language by its own name, as the people who write and read it know it. */
export const LANGUAGE_NAMES: Record<DeliveryTextLocale, MessageId> = {
  'en-US': 'deliveryTexts.language.enUS',
  'fr-CA': 'deliveryTexts.language.frCA',
  'es-US': 'deliveryTexts.language.esUS',
};

/** The label of each text, the same in every language's group. */
export const DELIVERY_TEXT_LABELS: Record<DeliveryTextKind, MessageId> = {
  delivery_time: 'setup.pickup.deliveryTime',
  delivery_time_if_not_available: 'setup.pickup.deliveryTimeIfNot',
};

export interface DeliveryTextsDraft {
  byLocale: Record<DeliveryTextLocale, DeliveryTextPair>;
  /** The texts when the form opened (what the platform has, or a new store's first texts). */
  asOpened: Record<DeliveryTextLocale, DeliveryTextPair>;
  /** Texts in locales the app does not speak (an integration's de-DE): not edited, saved back as they came. */
  otherLocales: Record<string, LocalizedDeliveryTimes>;
}

export function deliveryTextsDraft(times: DeliveryTimes): DeliveryTextsDraft {
  const pairOf = (locale: DeliveryTextLocale): DeliveryTextPair => {
    const texts = locale === 'en-US' ? times : times.localized?.[locale];
    return {
      delivery_time: texts?.delivery_time ?? '',
      delivery_time_if_not_available: texts?.delivery_time_if_not_available ?? '',
    };
  };
  const byLocale = Object.fromEntries(
    DELIVERY_TEXT_LOCALES.map((locale) => [locale, pairOf(locale)]),
  ) as DeliveryTextsDraft['byLocale'];
  const otherLocales = Object.fromEntries(
    Object.entries(times.localized ?? {}).filter(
      ([locale]) => !(DELIVERY_TEXT_LOCALES as readonly string[]).includes(locale),
    ),
  );
  return { byLocale, asOpened: structuredClone(byLocale), otherLocales };
}

/**
 * The texts a store that starts offering pickup gets: those of the business's first store when it has them
 * in every language of the app (the retailer's own wording), else the default texts in every language.
 */
export function firstDeliveryTimes(template: DeliveryTimes | undefined): DeliveryTimes {
  const complete = template && TRANSLATED_LOCALES.every((locale) => template.localized?.[locale]);
  return complete ? template : DEFAULT_DELIVERY_TIMES;
}

export function withDeliveryText(
  texts: DeliveryTextsDraft,
  locale: DeliveryTextLocale,
  kind: DeliveryTextKind,
  value: string,
): DeliveryTextsDraft {
  return {
    ...texts,
    byLocale: { ...texts.byLocale, [locale]: { ...texts.byLocale[locale], [kind]: value } },
  };
}

/** A translation left as it was while the English text of the same kind changed: it may say something else. */
export function mayBeOutOfDate(
  texts: DeliveryTextsDraft,
  locale: DeliveryTextLocale,
  kind: DeliveryTextKind,
): boolean {
  if (locale === 'en-US') return false;
  const englishChanged = texts.byLocale['en-US'][kind].trim() !== texts.asOpened['en-US'][kind].trim();
  const translation = texts.byLocale[locale][kind];
  return englishChanged && translation.trim() !== '' && translation === texts.asOpened[locale][kind];
}

/** Where a text is in the contract's store option: 'delivery_time', 'localized.fr-CA.delivery_time'. */
export function deliveryTextPath(locale: DeliveryTextLocale, kind: DeliveryTextKind): string {
  return locale === 'en-US' ? kind : `localized.${locale}.${kind}`;
}

export type DeliveryTextsReading =
  | { ok: true; times: DeliveryTimes }
  /** By path inside the store option (deliveryTextPath), the reason alone: the screen names field and language. */
  | { ok: false; problems: Record<string, string> };

/**
 * The texts as the contract's, trimmed, with the platform's rules (DeliveryTimeTextSchema): every text more
 * than blanks, at most MAX_DELIVERY_TIME_LENGTH characters. A translation left wholly empty is not sent:
 * readers of that language get the English texts.
 */
export function readDeliveryTexts(texts: DeliveryTextsDraft, t: Translate): DeliveryTextsReading {
  const problems: Record<string, string> = {};
  const pairs: Partial<Record<DeliveryTextLocale, DeliveryTextPair>> = {};
  for (const locale of DELIVERY_TEXT_LOCALES) {
    const pair = texts.byLocale[locale];
    const trimmed: DeliveryTextPair = {
      delivery_time: pair.delivery_time.trim(),
      delivery_time_if_not_available: pair.delivery_time_if_not_available.trim(),
    };
    const untranslated = trimmed.delivery_time === '' && trimmed.delivery_time_if_not_available === '';
    if (locale !== 'en-US' && untranslated) continue;
    for (const kind of DELIVERY_TEXT_KINDS) {
      const problem = textProblem(trimmed[kind], t);
      if (problem) problems[deliveryTextPath(locale, kind)] = problem;
    }
    pairs[locale] = trimmed;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const english = pairs['en-US'] as DeliveryTextPair;
  const localized: Record<string, LocalizedDeliveryTimes> = { ...texts.otherLocales };
  for (const locale of TRANSLATED_LOCALES) {
    const pair = pairs[locale];
    if (pair) localized[locale] = pair;
  }
  return { ok: true, times: { ...english, ...(Object.keys(localized).length > 0 ? { localized } : {}) } };
}

function textProblem(text: string, t: Translate): string | undefined {
  if (text === '') return t('errors.reason.not_blank');
  if (text.length > MAX_DELIVERY_TIME_LENGTH) {
    return t('errors.reason.too_big', {
      origin: 'string',
      maximum: MAX_DELIVERY_TIME_LENGTH,
      inclusive: 'yes',
    });
  }
  return undefined;
}
