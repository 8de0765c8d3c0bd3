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
import type { RouteId } from './store/navigation-slice';
import type { IconName } from './ui';

export interface RouteDefinition {
  id: RouteId;
  /** The navigation entry's name (and the screen's heading). */
  label: string;
  icon: IconName;
  /** Alt+1…: the key that opens it from anywhere. */
  shortcut: string;
  allowed: (permissions: Permissions) => boolean;
  Screen: ComponentType;
}

export const ROUTES: readonly RouteDefinition[] = [
  {
    id: 'pickup',
    label: 'Pickup',
    icon: 'package',
    shortcut: 'Alt+1',
    allowed: (p) => p.fulfil,
    Screen: PickupScreen,
  },
  {
    id: 'sale',
    label: 'Sale',
    icon: 'cart',
    shortcut: 'Alt+2',
    allowed: (p) => p.fulfil,
    Screen: SaleScreen,
  },
  {
    id: 'history',
    label: 'History',
    icon: 'clock',
    shortcut: 'Alt+6',
    allowed: (p) => p.fulfil,
    Screen: SalesHistoryScreen,
  },
  {
    id: 'cash',
    label: 'Cash Management',
    icon: 'cash',
    shortcut: 'Alt+3',
    allowed: (p) => p.manageCash,
    Screen: CashScreen,
  },
  {
    id: 'setup',
    label: 'Setup',
    icon: 'settings',
    shortcut: 'Alt+4',
    allowed: (p) => p.configure,
    Screen: SetupScreen,
  },
  {
    id: 'devices',
    label: 'Devices',
    icon: 'printer',
    shortcut: 'Alt+5',
    allowed: (p) => p.setUpDevices,
    Screen: DevicesScreen,
  },
];

export function routesFor(permissions: Permissions): RouteDefinition[] {
  return ROUTES.filter((route) => route.allowed(permissions));
}
