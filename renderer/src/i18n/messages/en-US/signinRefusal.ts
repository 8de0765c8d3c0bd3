// Why the platform or the workstation refused one field of the staff PIN or counter mode dialogs, by the
// error's code and the field (features/signin/signin-field-reason.ts). Ids start with 'signinRefusal.'.
// The English is the platform's and the workstation's detail, word for word (workstation-lock.spec reads it).
export const signinRefusal = {
  'signinRefusal.notManager': 'is not a manager',
  'signinRefusal.wrongManagerPassword': 'is not right',
  'signinRefusal.notYourPassword': 'is not the password of the signed-in user',
  'signinRefusal.pinDigits': 'must be {min} to {max} digits',
  'signinRefusal.pinGuessable': 'is too easy to guess (one digit repeated, or a run like 1234)',
} as const;
