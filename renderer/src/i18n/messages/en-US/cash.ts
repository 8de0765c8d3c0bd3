// Cash management: drawers, counts, movements, reports. Ids start with 'cash.'.
export const cash = {} as const;
