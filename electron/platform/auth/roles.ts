export const ROLES = ['associate', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Each role includes the permissions of the ones before it: associate < manager < admin. */
const RANK: Record<Role, number> = { associate: 0, manager: 1, admin: 2 };

export function hasRole(roles: readonly Role[], needed: Role): boolean {
  return roles.some((role) => RANK[role] >= RANK[needed]);
}
