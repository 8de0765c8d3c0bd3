import { useMessages } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/messages/en-US';
import type { DrawerProblem, SaleCashSetup } from '../../store/sale-slice';
import { Banner, Select } from '../../ui';

const DRAWER_PROBLEMS = {
  none_open: 'sale.tender.drawer.problem.noneOpen',
  choose_drawer: 'sale.tender.drawer.problem.choose',
} as const satisfies Record<DrawerProblem, MessageId>;

/** Which open drawer takes the cash, where the workstation has no paired drawer; a warning when none is open. */
export function TenderDrawerChoice(props: {
  setup: SaleCashSetup;
  drawerId: string | null;
  problem: DrawerProblem | null;
  /** The platform's refusal of the drawer chosen, if the last completion was refused. */
  refusal: string | null;
  disabled: boolean;
  onChoose(drawerId: string): void;
}) {
  const { setup, drawerId } = props;
  const t = useMessages();
  const problem = props.problem ? t(DRAWER_PROBLEMS[props.problem]) : null;
  if (!setup.drawers.some((option) => option.open)) {
    return (
      <Banner tone="warning" title={t('sale.tender.drawer.noneOpen')}>
        {problem}
      </Banner>
    );
  }
  return (
    <Select
      label={t('sale.tender.drawer')}
      value={drawerId ?? ''}
      disabled={props.disabled}
      error={props.refusal ?? (drawerId ? null : problem)}
      options={[
        ...(drawerId ? [] : [{ value: '', label: t('sale.tender.drawer.choose'), disabled: true }]),
        ...setup.drawers.map((option) => ({
          value: option.drawerId,
          label: option.open ? option.name : t('sale.tender.drawer.notOpen', { name: option.name }),
          disabled: !option.open,
        })),
      ]}
      onValueChange={(chosen) => props.onChoose(chosen)}
    />
  );
}
