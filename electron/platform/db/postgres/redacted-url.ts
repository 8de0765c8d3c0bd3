/** A database URL fit for a log or an error: its password replaced by ***. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the given database address';
  }
}
