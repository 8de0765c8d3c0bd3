// An error in the session's language: what went wrong and what a person can do about it, by its code
// (shared/bridge/error-codes.ts; the `errors` catalog words both in every language). An error that carries
// the values of its sentence is worded by `errors.valued.<code>` in every language, US English included.
// Otherwise US English shows the sentence the main process or the platform wrote (the most precise); another
// language shows `errors.message.<code>`, naming the field, and the platform's own sentence for a code it
// does not know. Amounts and times among the values are written for the reader (error-values.ts).
import type { ReactElement } from 'react';
import { isBridgeErrorCode, type BridgeError } from '../../../shared/bridge';
import { useMessages, useReadsSourceEnglish, type Translate } from '../i18n/I18nProvider';
import type { MessageId } from '../i18n/messages/en-US';
import { enUS } from '../i18n/messages/en-US';
import { valuesForReading, type ReadingPlace } from './error-values';
import { useLocale, useStoreTimeZone } from './locale';

export type ErrorLike = Pick<BridgeError, 'code' | 'message'> & {
  details?: BridgeError['details'];
  values?: BridgeError['values'];
};

/** The advice for a code (a general next step for a code nobody named). */
export function adviceText(code: string, t: Translate): string {
  return t(isBridgeErrorCode(code) ? `errors.advice.${code}` : 'errors.advice.default');
}

/** The sentence of an error that carries its values (errors.valued.<code>); undefined without them. */
function valuedText(error: ErrorLike, t: Translate, place: ReadingPlace): string | undefined {
  const id = `errors.valued.${error.code}`;
  if (!error.values || !Object.hasOwn(enUS, id)) return undefined;
  return t(id as MessageId, { field: fieldOf(error), ...valuesForReading(error.values, place) });
}

/**
 * What went wrong: the catalog's sentence for the code (with its values when it has them, written for
 * `place`), else the error's own.
 */
export function errorMessageText(error: ErrorLike, t: Translate, place: ReadingPlace): string {
  const valued = valuedText(error, t, place);
  if (valued !== undefined) return valued;
  const id = `errors.message.${error.code}`;
  if (!Object.hasOwn(enUS, id)) return error.message;
  return t(id as MessageId, { field: fieldOf(error) });
}

function fieldOf(error: ErrorLike): string {
  return error.details?.[0]?.path || 'none';
}

/** A reason code (shared/contract/field-reason.ts, a file head's) in the session's language; undefined for a code the catalog lacks. */
export function reasonCodeText(
  reason: { code: string; values?: Record<string, string | number> } | undefined,
  t: Translate,
): string | undefined {
  if (!reason) return undefined;
  const id = `errors.reason.${reason.code}`;
  return Object.hasOwn(enUS, id) ? t(id as MessageId, reason.values) : undefined;
}

/**
 * Why one field was refused, by its detail's reason code; a detail without one says what the error's code
 * says (or the platform's own words for a code the app does not know).
 */
export function fieldReasonText(
  error: ErrorLike,
  path: string,
  t: Translate,
  place: ReadingPlace,
): string | undefined {
  const detail = error.details?.find((candidate) => candidate.path === path);
  if (!detail) return undefined;
  const byCode = reasonCodeText(detail.reason, t);
  if (byCode) return byCode;
  if (error.code === 'invalid_request') return t('errors.reason.invalid');
  return Object.hasOwn(enUS, `errors.message.${error.code}`) || valuedText(error, t, place) !== undefined
    ? errorMessageText(error, t, place)
    : detail.message;
}

/** `const { message, whatToDo, reason } = useErrorText()`: each in the session's language. */
export function useErrorText(): {
  message: (error: ErrorLike) => string;
  whatToDo: (error: ErrorLike) => string;
  /** Why the field at `path` was refused (undefined: the error does not name it). */
  reason: (error: ErrorLike | null | undefined, path: string) => string | undefined;
} {
  const t = useMessages();
  const sourceEnglish = useReadsSourceEnglish();
  const place: ReadingPlace = { locale: useLocale(), timeZone: useStoreTimeZone() };
  return {
    // An error that carries its sentence's values is worded by the catalog in US English too.
    message: (error) =>
      valuedText(error, t, place) ?? (sourceEnglish ? error.message : errorMessageText(error, t, place)),
    whatToDo: (error) => adviceText(error.code, t),
    reason: (error, path) => {
      if (!error) return undefined;
      if (sourceEnglish) return error.details?.find((detail) => detail.path === path)?.message;
      return fieldReasonText(error, path, t, place);
    },
  };
}

function ErrorAdvice({ code }: { code: string }) {
  const t = useMessages();
  return <>{adviceText(code, t)}</>;
}

function ErrorMessage({ error }: { error: ErrorLike }) {
  return <>{useErrorText().message(error)}</>;
}

/** What a person can do about an error, in the session's language (an element: put it in JSX). */
export function errorWhatToDo(error: Pick<BridgeError, 'code'>): ReactElement {
  return <ErrorAdvice code={error.code} />;
}

/** What went wrong, in the session's language (an element: put it in JSX). */
export function errorMessage(error: ErrorLike): ReactElement {
  return <ErrorMessage error={error} />;
}
