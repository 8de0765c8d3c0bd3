import type { drawerProblem as source } from '../en-US/drawerProblem';
import type { Translation } from '../translation';

export const drawerProblem: Translation<typeof source> = {
  'drawerProblem.unreachable':
    'No se puede conectar con el cajón de dinero en {address} ({reason}). {kicking, select, yes {No se abrió: ábralo con su llave.} other {Revise que esté encendido.}}',
  'drawerProblem.noResponse':
    'El cajón de dinero en {address} no respondió ({reason}). {kicking, select, yes {Si no se abrió, ábralo con su llave.} other {Revise que esté encendido.}}',
  'drawerProblem.notADrawerStatus':
    'El dispositivo en {address} respondió {answer}, que no es un estado de cajón de dinero. Revise la dirección del cajón.',
  'drawerProblem.stillOpen': 'El cajón de dinero sigue abierto después de {seconds} s. Ciérrelo.',
  'drawerProblem.notice.didNotAnswer':
    'El cajón de dinero no respondió; el movimiento quedó registrado — ábralo con la llave',
  'drawerProblem.notice.nonePaired':
    'No hay ningún cajón de dinero vinculado a esta estación; el movimiento quedó registrado — abra el cajón con su llave',
  'drawerProblem.notice.openByHand': 'Abra el cajón de dinero a mano; el movimiento quedó registrado.',
  'drawerProblem.notice.otherDrawer':
    'La caja {drawerId} no es la que está vinculada a esta estación; el movimiento quedó registrado — ábrala con su llave.',
};
