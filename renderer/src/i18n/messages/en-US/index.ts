// English (US): the source catalog, one file per area of the app. Every other language has exactly these ids and placeholders (test/renderer/i18n/catalogs.test.ts).
import { status } from './status';
import { shell } from './shell';
import { outboxChange } from './outboxChange';
import { importRecord } from './importRecord';
import { ui } from './ui';
import { errors } from './errors';
import { signin } from './signin';
import { devices } from './devices';
import { pickup } from './pickup';
import { printing } from './printing';
import { history } from './history';
import { sale } from './sale';
import { cash } from './cash';
import { setup } from './setup';
import { returnsSetup } from './returnsSetup';
import { deliveryTexts } from './deliveryTexts';
import { closeReport } from './closeReport';
import { printerProblem } from './printerProblem';
import { platformRefusal } from './platformRefusal';
import { drawerProblem } from './drawerProblem';
import { receiptLanguage } from './receiptLanguage';
import { saleNotice } from './saleNotice';
import { catalogLoading } from './catalogLoading';
import { importProgress } from './importProgress';
import { codedErrors } from './codedErrors';
import { signinRefusal } from './signinRefusal';
import { platformErrors } from './platformErrors';
import type { PlatformErrorCode } from '../../../../../shared/contract/platform-error-codes';
import type { ImportRecordErrorCode } from '../../../../../shared/contract/import-record-codes';
import { accessRefusal } from './accessRefusal';
import { importOutcome } from './importOutcome';
import { importFailure } from './importFailure';

/** Every code the platform answers with has its sentence (a new code there does not compile without one). */
type WordsEveryPlatformCode = Readonly<Record<`errors.message.${PlatformErrorCode}`, string>>;
/** And every reason an import leaves a record out (shared/contract/import-record-codes.ts). */
type WordsEveryImportRecordCode = Readonly<Record<`errors.message.${ImportRecordErrorCode}`, string>>;

export const enUS = {
  ...status,
  ...shell,
  ...outboxChange,
  ...importRecord,
  ...ui,
  ...errors,
  ...signin,
  ...devices,
  ...pickup,
  ...printing,
  ...history,
  ...sale,
  ...cash,
  ...setup,
  ...receiptLanguage,
  ...saleNotice,
  ...catalogLoading,
  ...importProgress,
  ...importOutcome,
  ...importFailure,
  ...returnsSetup,
  ...deliveryTexts,
  ...closeReport,
  ...printerProblem,
  ...platformRefusal,
  ...drawerProblem,
  ...codedErrors,
  ...signinRefusal,
  ...platformErrors,
  ...accessRefusal,
} as const satisfies WordsEveryPlatformCode & WordsEveryImportRecordCode;

export type MessageId = keyof typeof enUS;
export type MessageCatalog = Record<MessageId, string>;
