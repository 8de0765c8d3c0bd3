/** Builds a path from literal parts and identifiers, encoding each identifier as one path segment. */
export function apiPath(strings: TemplateStringsArray, ...ids: readonly string[]): string {
  return strings.reduce((path, part, index) => {
    const id = ids[index - 1];
    return path + (id === undefined ? '' : encodeURIComponent(id)) + part;
  });
}
