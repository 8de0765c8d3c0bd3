// Why the cash drawer could not be asked or opened, and what the associate does with it after a recorded
// transaction, from the codes and values the main process sends (shared/cash/drawer-problem.ts). Ids start
// with 'drawerProblem.'. The English is shared/cash/drawer-problem-english.ts's, word for word (the cash
// screens and the e2e specs read it).
export const drawerProblem = {
  'drawerProblem.unreachable':
    'The cash drawer at {address} cannot be reached ({reason}). {kicking, select, yes {It did not open: open it with its key.} other {Check it is powered on.}}',
  'drawerProblem.noResponse':
    'The cash drawer at {address} did not answer ({reason}). {kicking, select, yes {If it did not open, open it with its key.} other {Check it is powered on.}}',
  'drawerProblem.notADrawerStatus':
    'The device at {address} answered {answer}, which is not a cash drawer status. Check the drawer address.',
  'drawerProblem.stillOpen': 'The cash drawer is still open after {seconds} s. Push it shut.',
  'drawerProblem.notice.didNotAnswer':
    'The drawer did not answer; the transaction is recorded — open it with the key',
  'drawerProblem.notice.nonePaired':
    'No cash drawer is paired with this workstation; the transaction is recorded — open the drawer with its key',
  'drawerProblem.notice.openByHand': 'Open the cash drawer by hand; the transaction is recorded.',
  'drawerProblem.notice.otherDrawer':
    'Drawer {drawerId} is not the one paired with this workstation; the transaction is recorded — open it with its key.',
} as const;
