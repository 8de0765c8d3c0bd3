// Setup → Returns (administrators): the refund above which a return needs a manager, per currency.
export const returnsSetup = {
  'returnsSetup.tab': 'Returns',
  'returnsSetup.loading': 'Loading the returns configuration…',
  'returnsSetup.loadFailed': 'The returns configuration could not be loaded',
  'returnsSetup.noStores': 'No stores yet',
  'returnsSetup.noStores.more': 'Create a store in the Stores tab first: its currency is listed here.',
  'returnsSetup.panel': 'Manager approval',
  'returnsSetup.about':
    'A return whose refund is above the amount set for its currency waits for a manager, who approves it on the spot with their username and password. Leave an amount empty for no limit. A return without the receipt always needs a manager.',
  'returnsSetup.amount.label': 'Manager approval above ({currency})',
  'returnsSetup.amount.stores':
    '{count, plural, =0 {No store sells in {currency}.} one {# store sells in {currency}.} other {# stores sell in {currency}.}}',
  'returnsSetup.amount.now': 'Now: above {amount}.',
  'returnsSetup.amount.noLimit': 'Now: no limit.',
  'returnsSetup.amount.notAnAmount': 'Enter an amount like {example}, or leave it empty for no limit',
  'returnsSetup.amount.refused': 'Amount {reason}',
  'returnsSetup.save': 'Save approval amounts',
  'returnsSetup.saved.none': 'Saved: no amount limit; only returns without a receipt need a manager.',
  'returnsSetup.saved.limits': 'Saved: a manager approves refunds above {limits}.',
} as const;
