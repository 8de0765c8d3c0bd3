// A table that refuses a kind of write, as the point where a process could die: a test installs it through a
// connection of its own to see that what the platform commits around that point holds together.
export interface RefusedWrites {
  /** SQL that makes every `write` on the table fail. */
  refuse: string;
  /** SQL that lets it through again. */
  allow: string;
}

export function refusedWrites(
  engine: 'sqlite' | 'postgres',
  table: string,
  write: 'INSERT' | 'UPDATE',
): RefusedWrites {
  const name = `refuse_${write.toLowerCase()}_${table}`;
  if (engine === 'sqlite') {
    return {
      refuse: `CREATE TRIGGER ${name} BEFORE ${write} ON ${table}
               BEGIN SELECT RAISE(ABORT, 'the process stopped here'); END;`,
      allow: `DROP TRIGGER ${name};`,
    };
  }
  return {
    refuse: `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS
               'BEGIN RAISE EXCEPTION ''the process stopped here''; END';
             CREATE TRIGGER ${name} BEFORE ${write} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}();`,
    allow: `DROP TRIGGER ${name} ON ${table}; DROP FUNCTION ${name}();`,
  };
}
