// Why a choice of catalog files cannot be imported, in the session's language (the store keeps the reason
// as data: catalog-file-checks.ts).
import type { ChoiceRefusal } from '../../store/setup-slice';
import type { Translate } from './setup-labels';

export function choiceRefusalMessage(refusal: ChoiceRefusal, t: Translate): string {
  switch (refusal.reason) {
    case 'no_file':
      return t('setup.refusal.noFile');
    case 'macos_metadata':
      return t('setup.refusal.macosMetadata', { file: refusal.file });
    case 'several_zips':
      return t('setup.refusal.severalZips');
    case 'not_a_zip':
      return t('setup.refusal.notAZip', { file: refusal.file });
    case 'unknown_name':
      return t('setup.refusal.unknownName', { file: refusal.file });
    case 'same_entity_twice':
      return t('setup.refusal.sameEntityTwice', { file: `${refusal.entity}.json` });
  }
}
