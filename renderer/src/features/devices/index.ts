// Devices (managers of the store, administrators; see routes.tsx): this workstation's printers.
export { DevicesScreen } from './DevicesScreen';
