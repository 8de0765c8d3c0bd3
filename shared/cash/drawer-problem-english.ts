// A drawer problem or notice in English, for the main process's logs and errors. The screen words them
// through its catalog (renderer/src/i18n/messages/<locale>/drawerProblem.ts), whose en-US text is this
// one, word for word (test/renderer/i18n/drawer-problem-text.test.ts).
import { connectionReasonInEnglish } from '../printing/printer-problem-english';
import type { DrawerNotice, DrawerProblem } from './drawer-problem';

export function drawerProblemInEnglish(problem: DrawerProblem): string {
  switch (problem.code) {
    case 'unreachable':
      return (
        `The cash drawer at ${problem.host}:${problem.port} cannot be reached (${connectionReasonInEnglish(problem.reason)}). ` +
        (problem.kicking ? 'It did not open: open it with its key.' : 'Check it is powered on.')
      );
    case 'no_response':
      return (
        `The cash drawer at ${problem.host}:${problem.port} did not answer (${connectionReasonInEnglish(problem.reason)}). ` +
        (problem.kicking ? 'If it did not open, open it with its key.' : 'Check it is powered on.')
      );
    case 'not_a_drawer_status':
      return `The device at ${problem.host}:${problem.port} answered ${problem.answer}, which is not a cash drawer status. Check the drawer address.`;
    case 'still_open':
      return `The cash drawer is still open after ${problem.seconds} s. Push it shut.`;
  }
}

export function drawerNoticeInEnglish(notice: DrawerNotice): string {
  switch (notice.code) {
    case 'did_not_answer':
      return 'The drawer did not answer; the transaction is recorded — open it with the key';
    case 'none_paired':
      return 'No cash drawer is paired with this workstation; the transaction is recorded — open the drawer with its key';
    case 'open_by_hand':
      return 'Open the cash drawer by hand; the transaction is recorded.';
    case 'other_drawer':
      return `Drawer ${notice.drawerId} is not the one paired with this workstation; the transaction is recorded — open it with its key.`;
  }
}
