// Shared components (renderer/src/ui): dialogs, tables, states, toasts. Ids start with 'ui.'.
export const ui = {
  'ui.dialog.close': 'Close',
  'ui.toasts.region': 'Notifications',
  'ui.toasts.dismiss': 'Dismiss notification',
  'ui.spinner.loading': 'Loading',
  'ui.errorState.retry': 'Try again',
  'ui.networkSearch.failed': 'The network could not be searched',
  'ui.number.notWhole': 'Enter a whole number',
  'ui.number.tooLarge': 'This number is too large',
  'ui.number.atLeast': 'Must be at least {min}',
  'ui.number.atMost': 'Must be at most {max}',
  'ui.money.example': 'Enter an amount like {example}',
  'ui.money.negative': 'Must be zero or more',
  'ui.money.noDecimals': '{currency} amounts have no decimals',
  'ui.money.maxDecimals': '{currency} amounts have at most {decimals} decimals',
  'ui.money.tooLarge': 'This amount is too large',
} as const;
