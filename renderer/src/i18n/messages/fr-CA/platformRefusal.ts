import type { platformRefusal as source } from '../en-US/platformRefusal';
import type { Translation } from '../translation';

export const platformRefusal: Translation<typeof source> = {
  'platformRefusal.import.macosx_folder': 'L’archive contient un dossier __MACOSX (métadonnées de macOS).',
  'platformRefusal.import.unsupported_uri': 'L’adresse de l’archive n’est pas une adresse https:// ou s3://.',
  'platformRefusal.import.download_failed': 'La plateforme n’a pas pu télécharger l’archive.',
  'platformRefusal.import.not_a_zip': 'L’archive n’est pas un fichier zip lisible, ou elle est endommagée.',
  'platformRefusal.import.missing_data_folder': 'L’archive n’a pas de dossier data/ à sa racine.',
  'platformRefusal.import.missing_file':
    'Il manque à l’archive un fichier de données dont l’importation a besoin.',
  'platformRefusal.import.invalid_json': 'Un fichier de données de l’archive n’est pas du JSON valide.',
  'platformRefusal.import.invalid_head':
    'L’en-tête d’un fichier de données n’est pas valide, ou les fichiers ne sont pas pour la même boutique.',
  'platformRefusal.import.archive_too_large': 'L’archive dépasse la taille que la plateforme accepte.',
  'platformRefusal.import.zip_bomb_suspected':
    'L’archive se décompresse bien au-delà de sa taille annoncée; elle a été refusée par sécurité.',
  'platformRefusal.import.unsafe_entry_path':
    'Un fichier de l’archive a un chemin dangereux ou en double (absolu, ou qui sort de l’archive avec « .. »).',
  'platformRefusal.import.internal_error':
    'L’importation s’est arrêtée sur la plateforme avant que quoi que ce soit ne soit appliqué.',
  'platformRefusal.import.attempts_exhausted':
    'La plateforme s’est arrêtée 3 fois pendant cette importation; rien n’a été appliqué. Vérifiez l’archive, puis lancez une nouvelle importation.',
  /** A refusal that came without an error body. */
  'platformRefusal.order.withoutReason': 'La plateforme a refusé le changement.',
  'platformRefusal.order.invalid_transition': 'L’état de la commande ne permet plus ce changement.',
  'platformRefusal.order.forbidden': 'Votre rôle ne permet pas ce changement sur la plateforme.',
  'platformRefusal.order.picked_mismatch':
    'Les articles préparés ne correspondent pas à la commande{field, select, none {} other { (« {field} »)}}.',
  'platformRefusal.order.invalid_items':
    'Les articles envoyés avec le changement ne sont pas valides{field, select, none {} other { (« {field} »)}}.',
  'platformRefusal.order.invalid_body':
    'Une information dont le changement a besoin manque ou n’est pas valide{field, select, none {} other { (« {field} »)}}.',
  'platformRefusal.order.not_found': 'La commande n’est plus sur la plateforme.',
  'platformRefusal.order.unknown_store': 'Le magasin choisi pour la commande n’existe pas.',
  'platformRefusal.order.store_not_active': 'Le magasin choisi pour la commande n’est pas actif.',
  'platformRefusal.order.shop_mismatch':
    'Le magasin choisi ne sert pas la boutique en ligne de cette commande.',
};
