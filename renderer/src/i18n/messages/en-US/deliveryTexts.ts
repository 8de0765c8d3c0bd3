// A store's delivery texts in each language (Setup → In-store pickup). Ids start with 'deliveryTexts.'.
export const deliveryTexts = {
  'deliveryTexts.title': 'What customers read',
  'deliveryTexts.about':
    'Write each text in every language: associates and customers read the one of their language. Leave a translation empty to show the English text instead.',
  // Each language by its own name, the same in every language of the app.
  'deliveryTexts.language.enUS': 'English (US)',
  'deliveryTexts.language.frCA': 'Français (Canada)',
  'deliveryTexts.language.esUS': 'Español (EE. UU.)',
  'deliveryTexts.outOfDate': 'The English text changed: this translation may be out of date.',
  'deliveryTexts.refused': '{language} — {field}: {reason}',
} as const;
