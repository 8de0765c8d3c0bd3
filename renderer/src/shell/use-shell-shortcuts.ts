// The shell's keys: Ctrl+L locks the screen, and each screen's shortcut goes to it. A dialog on top, or a
// key a screen already handled, keeps them from acting.
import { useEffect } from 'react';
import type { RouteDefinition } from '../routes';
import type { PosStore } from '../store/pos-store';
import { matchesShortcut } from '../ui';
import { keysHeldFrom } from '../ui/dialog-scope';

export function useShellShortcuts(routes: readonly RouteDefinition[], api: PosStore) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || keysHeldFrom(null)) return;
      if (matchesShortcut(event, 'Ctrl+L')) {
        // Stepping away from the counter: one key locks the screen.
        event.preventDefault();
        void api.getState().lockScreen();
        return;
      }
      const target = routes.find((candidate) => matchesShortcut(event, candidate.shortcut));
      if (!target) return;
      event.preventDefault();
      api.getState().navigate(target.id);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [routes, api]);
}
