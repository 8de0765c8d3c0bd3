// Sign-in, store picker, lock screen. Ids start with 'signin.'.
export const signin = {} as const;
