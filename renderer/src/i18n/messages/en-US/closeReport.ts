// The close of a drawer's day: whether its Z report printed, and where to print it again.
export const closeReport = {
  'closeReport.label': 'Z report',
  'closeReport.queued': 'Z report queued',
  'closeReport.queued.platform': 'It prints on the receipt printer once the close reaches the platform.',
  'closeReport.queued.printer': 'Waiting for the receipt printer: {problem}',
  'closeReport.printing': 'Printing the Z report…',
  'closeReport.printed': 'Z report printed',
  'closeReport.failed': 'Z report not printed',
  'closeReport.check': 'Did the Z report print?',
  'closeReport.check.more': 'The printer stopped answering while it printed. If it did not come out: {where}',
  'closeReport.reprintWhere': 'Print it again from Cash Management → Reports.',
} as const;
