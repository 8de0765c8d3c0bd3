// Why the tender panel refuses what was typed, worded from the catalog by the plan's code (the tender plan
// and shared/cash-rounding stay language-free). Short of the cash due is worded by the caller with its amount.
import type { Translate } from '../../i18n/I18nProvider';
import type { TenderProblemCode } from '../../domain/tender-plan';

export function tenderProblemText(code: TenderProblemCode, t: Translate): string {
  switch (code) {
    case 'card_part_not_positive':
      return t('sale.tender.cardPart.zero');
    case 'card_part_covers_total':
      return t('sale.tender.cardPart.tooLarge');
    default:
      return t(`errors.message.${code}`);
  }
}
