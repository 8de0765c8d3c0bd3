import type { signinRefusal as source } from '../en-US/signinRefusal';
import type { Translation } from '../translation';

export const signinRefusal: Translation<typeof source> = {
  'signinRefusal.notManager': 'no es gerente',
  'signinRefusal.wrongManagerPassword': 'no es correcta',
  'signinRefusal.notYourPassword': 'no es la contraseña del usuario que inició sesión',
  'signinRefusal.pinDigits': 'debe tener de {min} a {max} dígitos',
  'signinRefusal.pinGuessable': 'es demasiado fácil de adivinar (un dígito repetido o una serie como 1234)',
};
