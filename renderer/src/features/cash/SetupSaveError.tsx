// Why the drawer setup was not saved: cash management switched off for the business, or the platform's
// refusal with each detail named by the drawer and field it is about ("Register 2 (serial): ...").
import type { BridgeError } from '../../../../shared/bridge';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import { isCashManagementDisabled, type CashSetupDraft } from '../../store/cash-slice';
import { Banner, errorMessage, useErrorText } from '../../ui';

export function SetupSaveError({ error, draft }: { error: BridgeError; draft: CashSetupDraft }) {
  const t = useMessages();
  const { reason } = useErrorText();
  const disabled = isCashManagementDisabled(error);
  return (
    <Banner tone="danger" title={disabled ? t('cash.off') : t('cash.setup.notSaved')}>
      {disabled ? t('cash.off.message') : errorMessage(error)}
      {!disabled && error.details?.length ? (
        <ul className="error-details">
          {error.details.map((detail) => (
            <li key={`${detail.path}:${detail.message}`}>
              {describeDetail(
                { path: detail.path, message: reason(error, detail.path) ?? detail.message },
                draft,
                t,
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Banner>
  );
}

/** "drawers.1.device.serial: ..." → "Register 2: ..." so the manager knows which drawer to fix. */
function describeDetail(
  detail: { path: string; message: string },
  draft: CashSetupDraft,
  t: Translate,
): string {
  const match = /^drawers\.(\d+)\.?(.*)$/.exec(detail.path);
  const drawer = match ? draft.drawers[Number(match[1])] : undefined;
  if (!drawer) return t('cash.setup.detail', { drawer: detail.path, message: detail.message });
  const field = fieldName(match?.[2] ?? '', t);
  return field
    ? t('cash.setup.detailField', { drawer: drawer.name, field, message: detail.message })
    : t('cash.setup.detail', { drawer: drawer.name, message: detail.message });
}

/** A drawer's field as the form names it ("recommended float"); another path as it is, dots as spaces. */
function fieldName(path: string, t: Translate): string {
  if (path === 'recommendedFloat' || path === 'recommended_float')
    return t('cash.setup.field.recommendedFloat');
  if (path === 'serial' || path === 'device.serial') return t('cash.setup.field.serial');
  if (path === 'name') return t('cash.setup.field.name');
  return path.replaceAll('.', ' ');
}
