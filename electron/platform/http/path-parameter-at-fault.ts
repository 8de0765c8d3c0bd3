/** A route as registered: `/v0/d/stores/:store_id`. */
export interface RouteTemplate {
  method: string;
  url: string;
}

/**
 * The name of the path parameter holding the first segment of `rawPath` that `isBad` refuses, found among
 * the registered routes of that method and shape (the router could not match the request itself: it failed
 * on that very segment). Undefined when the bad segment is not a parameter or no route has that shape.
 */
export function pathParameterAtFault(
  method: string,
  rawPath: string,
  routes: readonly RouteTemplate[],
  isBad: (segment: string) => boolean,
): string | undefined {
  const segments = rawPath.split('/');
  const at = segments.findIndex(isBad);
  if (at < 0) return undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const template = route.url.split('/');
    if (template.length !== segments.length) continue;
    const sameShape = template.every(
      (part, index) => index === at || part.startsWith(':') || part === segments[index],
    );
    if (sameShape && template[at]?.startsWith(':')) return template[at].slice(1);
  }
  return undefined;
}

/** True when a path segment does not percent-decode to text (`%ZZ`, a cut escape, invalid UTF-8). */
export function undecodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}
