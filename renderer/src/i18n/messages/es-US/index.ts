// Español (EE. UU.): the Spanish US associates and customers read in stores.
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
import { accessRefusal } from './accessRefusal';
import { importOutcome } from './importOutcome';
import { importFailure } from './importFailure';
import type { MessageCatalog } from '../en-US';

export const esUS: MessageCatalog = {
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
};
