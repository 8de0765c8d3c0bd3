import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { RemoveStaffPinRequestSchema, SetStaffPinRequestSchema } from '../../../shared/contract/staff-pin';
import { ApiError, badRequest } from '../http/api-error';
import { currentUser } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { PLATFORM_VERSION } from '../version';

/** The token endpoint alone answers OAuth2-style errors: `{error, error_description}`. */
function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).send({ error, error_description: description });
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok', version: PLATFORM_VERSION }));

  app.post(
    '/v0/token',
    { config: { public: true }, errorHandler: tokenErrorHandler },
    async (request, reply) => {
      if (!isForm(request)) {
        return oauthError(
          reply,
          415,
          'invalid_request',
          'Send the token request as application/x-www-form-urlencoded.',
        );
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const grantType = field(body, 'grant_type');
      let username: string | undefined;
      let secret: string | undefined;
      if (grantType === 'password') {
        username = field(body, 'username');
        secret = field(body, 'password');
        if (!username || !secret) {
          return oauthError(reply, 400, 'invalid_request', 'The password grant needs username and password.');
        }
      } else if (grantType === 'client_credentials') {
        username = field(body, 'client_id');
        secret = field(body, 'client_secret');
        if (!username || !secret) {
          return oauthError(
            reply,
            400,
            'invalid_request',
            'The client_credentials grant needs client_id and client_secret.',
          );
        }
      } else if (grantType === 'staff_pin') {
        username = field(body, 'username');
        const pin = field(body, 'pin');
        if (!username || !pin) {
          return oauthError(reply, 400, 'invalid_request', 'The staff_pin grant needs username and pin.');
        }
        const check = await ctx.pins.check(username, pin);
        const user = check.outcome === 'accepted' ? ctx.users.find(username) : undefined;
        if (!user) {
          return oauthError(
            reply,
            400,
            'invalid_grant',
            check.outcome === 'locked'
              ? `Too many wrong PINs: the PIN of this user is locked until ${check.until.toISOString()}. Sign in with the password.`
              : 'The username or PIN is incorrect.',
          );
        }
        return issueToken(reply, user.username, user.roles);
      } else {
        return oauthError(
          reply,
          400,
          grantType ? 'unsupported_grant_type' : 'invalid_request',
          grantType
            ? `Grant type '${grantType}' is not supported; use password or staff_pin.`
            : 'grant_type is required.',
        );
      }
      const user = await ctx.users.authenticate(username, secret);
      if (!user) {
        return oauthError(
          reply,
          grantType === 'password' ? 400 : 401,
          grantType === 'password' ? 'invalid_grant' : 'invalid_client',
          'The username or password is incorrect.',
        );
      }
      return issueToken(reply, user.username, user.roles);
    },
  );

  function issueToken(reply: FastifyReply, username: string, roles: readonly string[]) {
    const { token, expiresIn } = ctx.tokens.issue(username);
    reply.header('cache-control', 'no-store');
    return { access_token: token, token_type: 'bearer', expires_in: expiresIn, scope: roles.join(' ') };
  }

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

/**
 * Failures before the token handler runs (a body that is not a form, too large, unreadable) still answer in
 * the token endpoint's OAuth2 style, with the status the platform gives them elsewhere (413, 415, 400).
 */
function tokenErrorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const status = error instanceof ApiError ? error.status : (error.statusCode ?? 500);
  if (status >= 500) {
    return oauthError(reply, 500, 'server_error', 'The platform failed to process the token request.');
  }
  if (status !== 413 && !isForm(request)) {
    return oauthError(
      reply,
      415,
      'invalid_request',
      'Send the token request as application/x-www-form-urlencoded.',
    );
  }
  return oauthError(reply, status, 'invalid_request', error.message);
}

function isForm(request: FastifyRequest): boolean {
  return request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true;
}
