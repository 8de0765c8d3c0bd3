import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { RemoveStaffPinRequestSchema, SetStaffPinRequestSchema } from '../../../shared/contract/staff-pin';
import { badRequest } from '../http/api-error';
import { currentUser } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { PLATFORM_VERSION } from '../version';
import { registerTokenRoute } from './token-route';

export function registerAuthRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok', version: PLATFORM_VERSION }));

  registerTokenRoute(app, ctx);

  app.get('/v0/me', async (request) => {
    const user = currentUser(request);
    return {
      username: user.username,
      roles: user.roles,
      store_ids: user.store_ids,
      has_pin: ctx.pins.has(user.username),
    };
  });

  // The owner sets their own PIN, proving it with the password: a workstation left signed in is not enough.
  app.put('/v0/me/pin', async (request) => {
    const user = currentUser(request);
    const body = parseOrThrow(SetStaffPinRequestSchema, request.body);
    await requirePassword(user.username, body.password);
    await ctx.pins.set(user.username, body.pin);
    return { has_pin: true };
  });

  app.delete('/v0/me/pin', async (request) => {
    const user = currentUser(request);
    const body = parseOrThrow(RemoveStaffPinRequestSchema, request.body);
    await requirePassword(user.username, body.password);
    ctx.pins.remove(user.username);
    return { has_pin: false };
  });

  async function requirePassword(username: string, password: string): Promise<void> {
    if (!(await ctx.users.authenticate(username, password))) {
      throw badRequest('wrong_password', 'The password is incorrect.', [
        { path: 'password', message: 'is not the password of the signed-in user' },
      ]);
    }
  }
}
