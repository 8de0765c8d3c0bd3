// Sales history and returns. Ids start with 'history.'.
export const history = {} as const;
