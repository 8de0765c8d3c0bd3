import type { accessRefusal as source } from '../en-US/accessRefusal';
import type { Translation } from '../translation';

export const accessRefusal: Translation<typeof source> = {
  'accessRefusal.pinLocked':
    'Demasiados PIN incorrectos: el PIN de este usuario está bloqueado hasta las {until}. Inicie sesión con la contraseña.',
};
