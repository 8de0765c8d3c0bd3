// The in-store pickup workflow: dashboard, picking, documents, hand-over and reroute.
export { PickupScreen } from './PickupScreen';
