// Error messages and the advice shown under them, by error code. Ids start with 'errors.'.
export const errors = {} as const;
