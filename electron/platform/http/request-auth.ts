import type { FastifyRequest } from 'fastify';
import { hasRole, type Role } from '../auth/roles';
import type { PlatformUser } from '../auth/user-directory';
import { forbidden, unauthorized } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the bearer-token hook on every route that is not public. */
    user?: PlatformUser;
  }
  interface FastifyContextConfig {
    /** Routes that need no bearer token (token, health). */
    public?: boolean;
  }
}

export function currentUser(request: FastifyRequest): PlatformUser {
  if (!request.user) throw unauthorized('A bearer token is required.');
  return request.user;
}

/** The caller, when they hold `role` or a higher one; 403 otherwise. */
export function requireRole(request: FastifyRequest, role: Role): PlatformUser {
  const user = currentUser(request);
  if (!hasRole(user.roles, role)) {
    throw forbidden(`This operation needs the ${role} role; ${user.username} has ${user.roles.join(', ')}.`);
  }
  return user;
}

export function canAccessStore(user: PlatformUser, storeId: string): boolean {
  return user.store_ids.length === 0 || user.store_ids.includes(storeId);
}

/** 403 unless the caller may work in the store (an empty store list means every store). */
export function requireStoreAccess(user: PlatformUser, storeId: string): void {
  if (!canAccessStore(user, storeId)) {
    throw forbidden(`${user.username} has no access to store '${storeId}'.`);
  }
}
