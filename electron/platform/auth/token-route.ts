// POST /v0/token: the platform's sign-in. Three grants (password, client_credentials, staff_pin), a form body,
// and OAuth2-style errors `{error, error_description, values?}` — the one endpoint that does not answer the
// contract's error body. `values` says a refusal in values (a locked PIN and until when), for a screen to word it.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformErrorCode } from '../../../shared/contract/platform-error-codes';
import type { PlatformContext } from '../context';
import { ApiError } from '../http/api-error';
import type { PlatformUser } from './user-directory';

/** A token request refused: the status and the OAuth2 error it answers with (and its values, when it has some). */
type TokenRefusal = {
  status: number;
  error: PlatformErrorCode;
  description: string;
  values?: Record<string, string | number>;
};

/** What the form asks for: a secret checked against the user directory, or a staff PIN. */
type TokenGrant =
  | { type: 'password' | 'client_credentials'; username: string; secret: string }
  | { type: 'staff_pin'; username: string; pin: string };

export function registerTokenRoute(app: FastifyInstance, ctx: PlatformContext): void {
  app.post(
    '/v0/token',
    { config: { public: true }, errorHandler: tokenErrorHandler },
    async (request, reply) => {
      if (!isForm(request)) return oauthError(reply, notAForm());
      const grant = readGrant((request.body ?? {}) as Record<string, unknown>);
      if ('error' in grant) return oauthError(reply, grant);
      const signedIn =
        grant.type === 'staff_pin' ? await signInWithPin(ctx, grant) : await signInWithSecret(ctx, grant);
      if ('error' in signedIn) return oauthError(reply, signedIn);
      const { token, expiresIn } = ctx.tokens.issue(signedIn.username);
      reply.header('cache-control', 'no-store');
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: expiresIn,
        scope: signedIn.roles.join(' '),
      };
    },
  );
}

/** The grant the form names, with the fields that grant needs; a refusal when one is missing. */
function readGrant(body: Record<string, unknown>): TokenGrant | TokenRefusal {
  const grantType = field(body, 'grant_type');
  if (grantType === 'password') {
    const [username, secret] = [field(body, 'username'), field(body, 'password')];
    if (!username || !secret) return invalidRequest('The password grant needs username and password.');
    return { type: grantType, username, secret };
  }
  if (grantType === 'client_credentials') {
    const [username, secret] = [field(body, 'client_id'), field(body, 'client_secret')];
    if (!username || !secret)
      return invalidRequest('The client_credentials grant needs client_id and client_secret.');
    return { type: grantType, username, secret };
  }
  if (grantType === 'staff_pin') {
    const [username, pin] = [field(body, 'username'), field(body, 'pin')];
    if (!username || !pin) return invalidRequest('The staff_pin grant needs username and pin.');
    return { type: grantType, username, pin };
  }
  if (!grantType) return invalidRequest('grant_type is required.');
  return {
    status: 400,
    error: 'unsupported_grant_type',
    description: `Grant type '${grantType}' is not supported; use password or staff_pin.`,
  };
}

/** A PIN signs in only while it is not locked by too many wrong tries (the password always can). */
async function signInWithPin(
  ctx: PlatformContext,
  grant: Extract<TokenGrant, { type: 'staff_pin' }>,
): Promise<PlatformUser | TokenRefusal> {
  const check = await ctx.pins.check(grant.username, grant.pin);
  const user = check.outcome === 'accepted' ? ctx.users.find(grant.username) : undefined;
  if (user) return user;
  if (check.outcome === 'locked') {
    const until = check.until.toISOString();
    return {
      status: 400,
      error: 'invalid_grant',
      description: `Too many wrong PINs: the PIN of this user is locked until ${until}. Sign in with the password.`,
      values: { reason: 'pin_locked', until },
    };
  }
  return { status: 400, error: 'invalid_grant', description: 'The username or PIN is incorrect.' };
}

/** A wrong password is the user's invalid_grant (400); a wrong client secret is invalid_client (401). */
async function signInWithSecret(
  ctx: PlatformContext,
  grant: Extract<TokenGrant, { type: 'password' | 'client_credentials' }>,
): Promise<PlatformUser | TokenRefusal> {
  const user = await ctx.users.authenticate(grant.username, grant.secret);
  if (user) return user;
  const isPassword = grant.type === 'password';
  return {
    status: isPassword ? 400 : 401,
    error: isPassword ? 'invalid_grant' : 'invalid_client',
    description: 'The username or password is incorrect.',
  };
}

/**
 * Failures before the token handler runs (a body that is not a form, too large, unreadable) still answer in
 * the token endpoint's OAuth2 style, with the status the platform gives them elsewhere (413, 415, 400).
 */
function tokenErrorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const status = error instanceof ApiError ? error.status : (error.statusCode ?? 500);
  if (status >= 500) {
    return oauthError(reply, {
      status: 500,
      error: 'server_error',
      description: 'The platform failed to process the token request.',
    });
  }
  if (status !== 413 && !isForm(request)) return oauthError(reply, notAForm());
  return oauthError(reply, { status, error: 'invalid_request', description: error.message });
}

function oauthError(reply: FastifyReply, refusal: TokenRefusal) {
  return reply.code(refusal.status).send({
    error: refusal.error,
    error_description: refusal.description,
    ...(refusal.values ? { values: refusal.values } : {}),
  });
}

function invalidRequest(description: string): TokenRefusal {
  return { status: 400, error: 'invalid_request', description };
}

function notAForm(): TokenRefusal {
  return {
    status: 415,
    error: 'invalid_request',
    description: 'Send the token request as application/x-www-form-urlencoded.',
  };
}

function isForm(request: FastifyRequest): boolean {
  return request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true;
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
