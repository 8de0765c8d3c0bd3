import type { accessRefusal as source } from '../en-US/accessRefusal';
import type { Translation } from '../translation';

export const accessRefusal: Translation<typeof source> = {
  'accessRefusal.pinLocked':
    'Trop de NIP erronés : le NIP de cet utilisateur est verrouillé jusqu’à {until}. Connectez-vous avec le mot de passe.',
};
