// How a user's roles read in the header: the highest one ("Manager"), as the platform ranks them.
import type { SessionUser } from '../../../shared/bridge/views/session';
import type { MessageId } from '../i18n/messages/en-US';

const ROLE_LABELS = [
  ['admin', 'shell.role.admin'],
  ['manager', 'shell.role.manager'],
  ['associate', 'shell.role.associate'],
] as const;

/** The catalog message naming the user's highest role: `t(roleLabel(user))`. */
export function roleLabel(user: Pick<SessionUser, 'roles'>): MessageId {
  return ROLE_LABELS.find(([role]) => user.roles.includes(role))?.[1] ?? 'shell.role.none';
}
