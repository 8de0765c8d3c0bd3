/** Parameters of a database URL that carry a secret (the `pg` client reads `?password=` as the password). */
const SECRET_PARAMETER = /password/i;

/** A database URL fit for a log or an error: its password (in the user part or a parameter) replaced by ***. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    for (const name of [...parsed.searchParams.keys()]) {
      if (SECRET_PARAMETER.test(name)) parsed.searchParams.set(name, '***');
    }
    return parsed.toString();
  } catch {
    return 'the given database address';
  }
}
