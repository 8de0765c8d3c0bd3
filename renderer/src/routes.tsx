// The workflow screens the shell can show, in navigation order, and who may see each. Every feature
// exports its screen (a component without props) from features/<name>/index.ts. The platform enforces the
// same rights; hiding is only so nobody is offered what they cannot do.
import type { ComponentType } from 'react';
import type { Permissions } from '../../shared/bridge/views/session';
import { CashScreen } from './features/cash';
import { DevicesScreen } from './features/devices';
import { SalesHistoryScreen } from './features/history';
import { PickupScreen } from './features/pickup';
import { SaleScreen } from './features/sale';
import { SetupScreen } from './features/setup';
import type { MessageId } from './i18n/messages/en-US';
import type { RouteId } from './store/navigation-slice';
import type { IconName } from './ui';

export interface RouteDefinition {
  id: RouteId;
  /** The navigation entry's name (and the screen's heading), a catalog message. */
  label: MessageId;
  icon: IconName;
  /** Alt+1…: the key that opens it from anywhere. */
  shortcut: string;
  allowed: (permissions: Permissions) => boolean;
  Screen: ComponentType;
}

export const ROUTES: readonly RouteDefinition[] = [
  {
    id: 'pickup',
    label: 'shell.nav.pickup',
    icon: 'package',
    shortcut: 'Alt+1',
    allowed: (p) => p.fulfil,
    Screen: PickupScreen,
  },
  {
    id: 'sale',
    label: 'shell.nav.sale',
    icon: 'cart',
    shortcut: 'Alt+2',
    allowed: (p) => p.fulfil,
    Screen: SaleScreen,
  },
  {
    id: 'history',
    label: 'shell.nav.history',
    icon: 'clock',
    shortcut: 'Alt+6',
    allowed: (p) => p.fulfil,
    Screen: SalesHistoryScreen,
  },
  {
    id: 'cash',
    label: 'shell.nav.cash',
    icon: 'cash',
    shortcut: 'Alt+3',
    allowed: (p) => p.manageCash,
    Screen: CashScreen,
  },
  {
    id: 'setup',
    label: 'shell.nav.setup',
    icon: 'settings',
    shortcut: 'Alt+4',
    allowed: (p) => p.configure,
    Screen: SetupScreen,
  },
  {
    id: 'devices',
    label: 'shell.nav.devices',
    icon: 'printer',
    shortcut: 'Alt+5',
    allowed: (p) => p.setUpDevices,
    Screen: DevicesScreen,
  },
];

export function routesFor(permissions: Permissions): RouteDefinition[] {
  return ROUTES.filter((route) => route.allowed(permissions));
}
