import type { closeReport as source } from '../en-US/closeReport';
import type { Translation } from '../translation';

export const closeReport: Translation<typeof source> = {
  'closeReport.label': 'Rapport Z',
  'closeReport.queued': 'Rapport Z en attente',
  'closeReport.queued.platform':
    'Il s’imprimera sur l’imprimante à reçus dès que la fermeture aura atteint la plateforme.',
  'closeReport.queued.printer': 'En attente de l’imprimante à reçus : {problem}',
  'closeReport.printing': 'Impression du rapport Z…',
  'closeReport.printed': 'Rapport Z imprimé',
  'closeReport.failed': 'Rapport Z non imprimé',
  'closeReport.check': 'Le rapport Z s’est-il imprimé?',
  'closeReport.check.more':
    'L’imprimante a cessé de répondre pendant l’impression. S’il n’est pas sorti : {where}',
  'closeReport.reprintWhere': 'Réimprimez-le depuis Gestion de la caisse → Rapports.',
};
