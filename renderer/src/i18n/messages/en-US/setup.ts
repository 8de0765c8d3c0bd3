// Setup (administrators): imports, stores, configurations, tax, training. Ids start with 'setup.'.
export const setup = {} as const;
