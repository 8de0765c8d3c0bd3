// The customer's choice of language for their receipt (the sale's payment step). Ids start with 'receiptLanguage.'.
export const receiptLanguage = {
  'receiptLanguage.label': 'Receipt language',
  'receiptLanguage.hint': 'Printed in the store’s language unless the customer asks for another.',
  'receiptLanguage.store': 'Store’s language',
  // Each language by its own name, as the customer reads it.
  'receiptLanguage.en': 'English',
  'receiptLanguage.fr': 'Français',
  'receiptLanguage.es': 'Español',
} as const;
