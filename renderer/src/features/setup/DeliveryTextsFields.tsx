// A store's delivery texts, one group per language of the app (English (US), Français (Canada), Español
// (EE. UU.)), each with its two texts. A translation left as it was while its English text changed says it
// may be out of date; a refused text names its language and field.
import { useId } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
import { Icon, TextField } from '../../ui';
import { DEFAULT_DELIVERY_TIMES, type DeliveryTimes } from '../../../../shared/contract/pickup-config';
import {
  DELIVERY_TEXT_KINDS,
  DELIVERY_TEXT_LABELS,
  DELIVERY_TEXT_LOCALES,
  LANGUAGE_NAMES,
  deliveryTextPath,
  mayBeOutOfDate,
  withDeliveryText,
  type DeliveryTextKind,
  type DeliveryTextLocale,
  type DeliveryTextsDraft,
} from './delivery-texts';

/** The default texts of a language: what a text of that language looks like, shown in an empty field. */
function exampleText(locale: DeliveryTextLocale, kind: DeliveryTextKind): string {
  const times: DeliveryTimes = DEFAULT_DELIVERY_TIMES;
  return (locale === 'en-US' ? times : times.localized?.[locale])?.[kind] ?? '';
}

export function DeliveryTextsFields({
  texts,
  onChange,
  errorFor,
}: {
  texts: DeliveryTextsDraft;
  onChange: (texts: DeliveryTextsDraft) => void;
  /** The reason for a text, by its path in the store option ('localized.fr-CA.delivery_time'). */
  errorFor: (path: string) => string | undefined;
}) {
  const t = useMessages();
  const titleId = useId();
  return (
    <section className="delivery-texts" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('deliveryTexts.title')}</h4>
      <p className="setup-muted">{t('deliveryTexts.about')}</p>
      {DELIVERY_TEXT_LOCALES.map((locale) => {
        const language = t(LANGUAGE_NAMES[locale]);
        return (
          <fieldset key={locale} className="delivery-texts__language">
            <legend translate="no" lang={locale}>
              {language}
            </legend>
            {/* One text a line: a manager reads each translation whole. */}
            <div className="form-grid">
              {DELIVERY_TEXT_KINDS.map((kind) => {
                const field = t(DELIVERY_TEXT_LABELS[kind]);
                const reason = errorFor(deliveryTextPath(locale, kind));
                return (
                  <TextField
                    key={kind}
                    label={field}
                    // The text is in its own language, whatever the screen's: never machine-translated.
                    lang={locale}
                    translate="no"
                    value={texts.byLocale[locale][kind]}
                    onValueChange={(value) => onChange(withDeliveryText(texts, locale, kind, value))}
                    placeholder={exampleText(locale, kind)}
                    error={reason ? t('deliveryTexts.refused', { language, field, reason }) : undefined}
                    hint={
                      mayBeOutOfDate(texts, locale, kind) ? (
                        <span className="delivery-texts__out-of-date">
                          <Icon name="alert" size={14} />
                          {t('deliveryTexts.outOfDate')}
                        </span>
                      ) : undefined
                    }
                  />
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}
