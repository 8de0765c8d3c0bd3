// Refusals of the sign-in and lock screens worded from the error's code and values, not the platform's
// English (features/signin/credential-refusal.ts). Ids start with 'accessRefusal.'.
export const accessRefusal = {
  /** A staff PIN locked by too many wrong ones; `until`: the time it unlocks, in the store's time zone. */
  'accessRefusal.pinLocked':
    'Too many wrong PINs: the PIN of this user is locked until {until}. Sign in with the password.',
} as const;
