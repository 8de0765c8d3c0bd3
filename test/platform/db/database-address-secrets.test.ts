// A database address an operator gave (--database, PLATFORM_DATABASE) carries a password: whatever the
// platform prints about it (its start line, an error) must not show that password, wherever it was written.
import { describe, expect, it } from 'vitest';
import { openPlatformStorage } from '../../../electron/platform/db/database';
import { redactedUrl } from '../../../electron/platform/db/postgres/redacted-url';

describe('database addresses in logs and errors', () => {
  it('hides the password of the user part', () => {
    const shown = redactedUrl('postgres://pos:s3cret-word@db.store.local:5432/platform');
    expect(shown).not.toContain('s3cret-word');
    expect(shown).toContain('db.store.local:5432/platform');
  });

  it('hides a password given as a parameter, which the PostgreSQL client also accepts', () => {
    const shown = redactedUrl(
      'postgres://pos@db.store.local/platform?password=s3cret-word&sslpassword=key-phrase&sslmode=require',
    );
    expect(shown).not.toContain('s3cret-word');
    expect(shown).not.toContain('key-phrase');
    expect(shown).toContain('sslmode=require');
  });

  it('refuses an address of another kind without repeating its password', () => {
    const open = () =>
      openPlatformStorage({ dataDir: '/nonexistent', database: 'mysql://pos:s3cret-word@db/platform' });
    expect(open).toThrow(
      /--database must be a postgres:\/\/ URL \(got "mysql:\/\/pos:\*\*\*@db\/platform"\)/,
    );
  });
});
