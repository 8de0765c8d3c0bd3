// Why the cash drawer could not be asked or opened, and what the associate does with it after a recorded
// transaction, in the session's language, from the code and values the main process sends
// (shared/cash/drawer-problem.ts).
import type { DrawerNotice, DrawerProblem } from '../../../../shared/cash/drawer-problem';
import type { Translate } from '../../i18n/I18nProvider';
import { connectionReasonText } from '../printing';

export function drawerProblemText(problem: DrawerProblem, t: Translate): string {
  switch (problem.code) {
    case 'unreachable':
    case 'no_response':
      return t(problem.code === 'unreachable' ? 'drawerProblem.unreachable' : 'drawerProblem.noResponse', {
        address: `${problem.host}:${problem.port}`,
        reason: connectionReasonText(problem.reason, t),
        kicking: problem.kicking ? 'yes' : 'no',
      });
    case 'not_a_drawer_status':
      return t('drawerProblem.notADrawerStatus', {
        address: `${problem.host}:${problem.port}`,
        answer: problem.answer,
      });
    case 'still_open':
      return t('drawerProblem.stillOpen', { seconds: String(problem.seconds) });
  }
}

export function drawerNoticeText(notice: DrawerNotice, t: Translate): string {
  switch (notice.code) {
    case 'did_not_answer':
      return t('drawerProblem.notice.didNotAnswer');
    case 'none_paired':
      return t('drawerProblem.notice.nonePaired');
    case 'open_by_hand':
      return t('drawerProblem.notice.openByHand');
    case 'other_drawer':
      return t('drawerProblem.notice.otherDrawer', { drawerId: notice.drawerId });
  }
}
