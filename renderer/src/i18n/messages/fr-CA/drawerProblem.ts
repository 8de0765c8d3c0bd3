import type { drawerProblem as source } from '../en-US/drawerProblem';
import type { Translation } from '../translation';

export const drawerProblem: Translation<typeof source> = {
  'drawerProblem.unreachable':
    'Le tiroir-caisse à l’adresse {address} est injoignable ({reason}). {kicking, select, yes {Il ne s’est pas ouvert : ouvrez-le avec sa clé.} other {Vérifiez qu’il est sous tension.}}',
  'drawerProblem.noResponse':
    'Le tiroir-caisse à l’adresse {address} n’a pas répondu ({reason}). {kicking, select, yes {S’il ne s’est pas ouvert, ouvrez-le avec sa clé.} other {Vérifiez qu’il est sous tension.}}',
  'drawerProblem.notADrawerStatus':
    'L’appareil à l’adresse {address} a répondu {answer}, ce qui n’est pas un état de tiroir-caisse. Vérifiez l’adresse du tiroir-caisse.',
  'drawerProblem.stillOpen': 'Le tiroir-caisse est encore ouvert après {seconds} s. Refermez-le.',
  'drawerProblem.notice.didNotAnswer':
    'Le tiroir-caisse n’a pas répondu; l’opération est enregistrée — ouvrez-le avec la clé',
  'drawerProblem.notice.nonePaired':
    'Aucun tiroir-caisse n’est jumelé à ce poste; l’opération est enregistrée — ouvrez le tiroir-caisse avec sa clé',
  'drawerProblem.notice.openByHand': 'Ouvrez le tiroir-caisse à la main; l’opération est enregistrée.',
  'drawerProblem.notice.otherDrawer':
    'La caisse {drawerId} n’est pas celle jumelée à ce poste; l’opération est enregistrée — ouvrez-la avec sa clé.',
};
