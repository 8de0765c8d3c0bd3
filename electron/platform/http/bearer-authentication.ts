import type { FastifyInstance } from 'fastify';
import type { TokenStore } from '../auth/token-store';
import type { UserDirectory } from '../auth/user-directory';
import { unauthorized } from './api-error';
import './request-auth';

/**
 * Every route that is not public needs `Authorization: Bearer <token>`: the token names the caller
 * (request.user), still a user of the directory; a missing, expired or unknown token is 401.
 */
export function registerBearerAuthentication(
  app: FastifyInstance,
  tokens: TokenStore,
  users: UserDirectory,
): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Send Authorization: Bearer <token> (obtain one at POST /v0/token).');
    const resolved = tokens.resolve(match[1]);
    if (resolved === 'expired') throw unauthorized('The access token has expired; obtain a new one.');
    const user = resolved ? users.find(resolved.username) : undefined;
    if (!user) throw unauthorized('The access token is not valid.');
    request.user = user;
  });
}
