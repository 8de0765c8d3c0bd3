// Pickup: dashboard, order detail, picking, hand-over. Ids start with 'pickup.'.
export const pickup = {} as const;
