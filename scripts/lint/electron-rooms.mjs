// The rooms of electron/ and which other rooms each may import from (README "Architecture"). A relative
// import is resolved against the importing file, so `../devices/x` inside electron/services/ (its own
// devices/ folder) is told apart from `../../devices/x` (the simulators). Type-only imports count too: a
// type is knowledge of the other room.
import path from 'node:path';

/** Each room → the rooms it may import. shared/ and packages are open to every room. */
export const ELECTRON_ROOMS = {
  common: [], // pure Node helpers both sides of a wire use: the ESC/POS protocol, the archive checks
  platform: ['common'], // the embedded platform: a server of its own, reached over HTTP only
  services: ['common'], // the workstation's services: never the platform's internals nor the simulators
  devices: ['common'], // simulators for tests and demos: nothing of the app
  host: ['common', 'services', 'platform'], // composition root: builds services, starts the embedded platform
  shell: ['common', 'services', 'host'], // Electron's window, preload and IPC around the host
  web: ['common', 'services', 'host'], // the web host: the same host over HTTP/WebSocket
};

const electronRoot = path.resolve(import.meta.dirname, '../../electron');

function roomOf(file) {
  const relative = path.relative(electronRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [room, rest] = relative.split(path.sep, 2);
  return rest === undefined ? undefined : room;
}

/** @type {import('eslint').Rule.RuleModule} */
const roomDirections = {
  meta: {
    type: 'problem',
    docs: { description: 'electron/ rooms import only the rooms the architecture allows' },
    schema: [],
  },
  create(context) {
    const from = roomOf(context.filename);
    if (from === undefined || !(from in ELECTRON_ROOMS)) return {};
    const allowed = new Set([from, ...ELECTRON_ROOMS[from]]);
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = roomOf(path.resolve(path.dirname(context.filename), source.value));
      if (to === undefined || allowed.has(to)) return;
      const may = ELECTRON_ROOMS[from].length
        ? ELECTRON_ROOMS[from].map((r) => `electron/${r}`).join(', ')
        : 'none';
      context.report({
        node: source,
        message: `electron/${from}/ must not import electron/${to}/ (it may import shared/ and: ${may}). Move what both need to electron/common/ or shared/.`,
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const electronRoomsPlugin = { rules: { 'room-directions': roomDirections } };
