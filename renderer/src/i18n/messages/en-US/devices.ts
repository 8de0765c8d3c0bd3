// The Devices screen: printers and their status. Ids start with 'devices.'.
export const devices = {} as const;
