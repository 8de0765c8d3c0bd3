// JSON merge patch (RFC 7396), the semantics of the contract's PATCH calls (stores, application
// configuration): absent members are kept, null removes a member, objects merge, anything else replaces.

/** Applies `patch` to `target` without changing either; returns the patched copy. */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const result: Record<string, unknown> = {};
  if (isPlainObject(target)) {
    for (const [name, value] of Object.entries(target)) setOwn(result, name, value);
  }
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) {
      delete result[name];
    } else {
      setOwn(result, name, applyMergePatch(result[name], value));
    }
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Defines the member even when its name is `__proto__`, which plain assignment would treat as the prototype. */
function setOwn(object: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
}
