// What each role may do. Roles are ranked (admin ⊇ manager ⊇ associate), as on the platform.
import type { Role } from '../../shared/contract/auth';
import type { Permissions } from '../../shared/bridge/views/session';

const RANK: Record<Role, number> = { associate: 0, manager: 1, admin: 2 };

export function hasRole(roles: readonly Role[], needed: Role): boolean {
  return roles.some((role) => RANK[role] >= RANK[needed]);
}

export function permissionsOf(roles: readonly Role[]): Permissions {
  return {
    fulfil: hasRole(roles, 'associate'),
    manageCash: hasRole(roles, 'manager'),
    reroute: hasRole(roles, 'manager'),
    configure: hasRole(roles, 'admin'),
    setUpDevices: hasRole(roles, 'manager'),
  };
}
