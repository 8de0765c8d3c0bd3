// Signing in to a platform over HTTP the way the app does (the password grant of POST /v0/token), for tests
// and their helpers that call the platform's API directly.

/** A bearer token for `username` (the demo and test users' passwords are their names). */
export async function passwordToken(url: string, username: string, password = username): Promise<string> {
  const response = await fetch(`${url}/v0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`Cannot sign in as ${username}: ${JSON.stringify(body)}`);
  return body.access_token;
}
