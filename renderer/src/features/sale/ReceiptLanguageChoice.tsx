import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../../../shared/bridge/views/document-language';
import { useMessages } from '../../i18n/I18nProvider';
import { Select } from '../../ui';

/** The language the receipt prints in: the store's unless the customer asks for another. */
export function ReceiptLanguageChoice(props: {
  value: DocumentLanguage | null;
  disabled: boolean;
  onChange(language: DocumentLanguage | null): void;
}) {
  const t = useMessages();
  const options = [
    { value: '', label: t('receiptLanguage.store') },
    ...DOCUMENT_LANGUAGES.map((language) => ({ value: language, label: t(`receiptLanguage.${language}`) })),
  ];
  return (
    <Select
      className="tender__receipt-language"
      label={t('receiptLanguage.label')}
      hint={t('receiptLanguage.hint')}
      value={props.value ?? ''}
      options={options}
      disabled={props.disabled}
      onValueChange={(value) => {
        const chosen = DOCUMENT_LANGUAGES.find((language) => language === value);
        props.onChange(chosen ?? null);
      }}
    />
  );
}
