// How a user's roles read in the header: the highest one ("Manager"), as the platform ranks them.
import type { SessionUser } from '../../../shared/bridge/views/session';

const ROLE_LABELS = [
  ['admin', 'Administrator'],
  ['manager', 'Manager'],
  ['associate', 'Associate'],
] as const;

export function roleLabel(user: Pick<SessionUser, 'roles'>): string {
  return ROLE_LABELS.find(([role]) => user.roles.includes(role))?.[1] ?? 'No role';
}
