// Argument handling shared by the project's command lines (platform, web host, drawer-sim, printer-sim): a
// usage error names the option, prints the usage and exits with status 2.

export interface CommandLine {
  fail(message: string): never;
  /** A whole number option, or `fallback` when absent. */
  wholeNumber(name: string, text: string | undefined, fallback: number): number;
  /** A TCP port option (0 picks a free port). */
  port(text: string | undefined, fallback: number): number;
  /** Runs node:util parseArgs (which must declare a `help` flag): its values, a usage error, or undefined
   * once --help was answered. */
  parse<Values extends { help?: boolean | undefined }>(run: () => { values: Values }): Values | undefined;
}

export function commandLine(command: string, usage: string): CommandLine {
  const fail = (message: string): never => {
    console.error(`${command}: ${message}\n${usage}`);
    process.exit(2);
  };
  const wholeNumber = (name: string, text: string | undefined, fallback: number): number => {
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text)) fail(`--${name} must be a whole number, got "${text}"`);
    return Number(text);
  };
  return {
    fail,
    wholeNumber,
    port(text, fallback) {
      const port = wholeNumber('port', text, fallback);
      if (port > 65535) fail(`--port must be at most 65535, got ${port}`);
      return port;
    },
    parse(run) {
      let values;
      try {
        values = run().values;
      } catch (error) {
        return fail(error instanceof Error ? error.message : String(error));
      }
      if (values.help) {
        console.log(usage);
        return undefined;
      }
      return values;
    },
  };
}
