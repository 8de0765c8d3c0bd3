import type { signinRefusal as source } from '../en-US/signinRefusal';
import type { Translation } from '../translation';

export const signinRefusal: Translation<typeof source> = {
  'signinRefusal.notManager': 'n’est pas un gestionnaire',
  'signinRefusal.wrongManagerPassword': 'est incorrect',
  'signinRefusal.notYourPassword': 'n’est pas le mot de passe de l’utilisateur connecté',
  'signinRefusal.pinDigits': 'doit compter de {min} à {max} chiffres',
  'signinRefusal.pinGuessable': 'est trop facile à deviner (un chiffre répété, ou une suite comme 1234)',
};
