import type { platformErrors as source } from '../en-US/platformErrors';
import type { Translation } from '../translation';

export const platformErrors: Translation<typeof source> = {
  'errors.message.malformed_json': 'La plateforme n’a pas pu lire ce que l’application a envoyé.',
  'errors.message.malformed_request': 'La plateforme n’a pas pu lire la demande.',
  'errors.message.malformed_url': 'L’adresse envoyée à la plateforme n’est pas valide.',
  'errors.message.payload_too_large': 'Ce qui a été envoyé est trop volumineux pour la plateforme.',
  'errors.message.unsupported_media_type':
    'L’application a envoyé des données sous une forme que la plateforme n’accepte pas.',
  'errors.message.uri_too_long': 'L’adresse envoyée à la plateforme est trop longue.',
  'errors.message.headers_too_large': 'La demande envoyée à la plateforme est trop volumineuse.',
  'errors.message.request_timeout': 'La demande n’est pas parvenue à la plateforme à temps.',
  'errors.message.json_too_deep':
    'Ce qui a été envoyé comporte trop de niveaux imbriqués pour la plateforme.',
  'errors.message.text_too_long':
    '{field, select, none {Un texte est trop long.} other {Le champ « {field} » est trop long.}}',
  'errors.message.invalid_text':
    '{field, select, none {Un texte contient des caractères non permis.} other {Le champ « {field} » contient des caractères non permis.}}',
  'errors.message.time_in_future':
    '{field, select, none {Une heure} other {L’heure « {field} »}} dépasse ce que permet l’horloge de la plateforme : l’horloge de ce poste avance peut-être.',
  'errors.message.time_before_window':
    '{field, select, none {Une heure} other {L’heure « {field} »}} est trop ancienne : avant l’ouverture de la journée du tiroir-caisse, ou plus vieille que ce que le travail hors ligne peut attendre.',
  'errors.message.idempotency_key_reused': 'Cette modification a déjà été envoyée avec un contenu différent.',
  'errors.message.idempotency_request_in_progress': 'La plateforme traite encore cette modification.',
  'errors.message.busy':
    'La plateforme est occupée à appliquer une importation du catalogue; rien n’a été modifié.',
  'errors.message.not_found': 'Ce qui a été demandé ne se trouve pas sur la plateforme.',
  'errors.message.unauthorized': 'La session avec la plateforme a pris fin.',
  'errors.message.invalid_client': 'Les identifiants de ce poste auprès de la plateforme sont erronés.',
  'errors.message.unsupported_grant_type': 'La plateforme n’offre pas ce mode de connexion.',
  'errors.message.server_error': 'Un problème est survenu sur la plateforme pendant la connexion.',
  'errors.message.wrong_password': 'Ce n’est pas le mot de passe de l’utilisateur connecté.',
  'errors.message.store_exists': 'Un magasin avec cet identifiant existe déjà.',
  'errors.message.unknown_store': 'Ce magasin n’existe pas sur la plateforme.',
  'errors.message.store_not_active': 'Ce magasin n’est pas actif.',
  'errors.message.invalid_rounding_stores':
    'Seuls des magasins existants aux États-Unis peuvent être inscrits.',
  'errors.message.pickup_not_configured': 'Le ramassage en magasin n’est pas encore configuré.',
  'errors.message.not_a_training_tenant':
    'Ce n’est pas un environnement de formation : il n’y a pas de simulateur de clients.',
  'errors.message.unknown_action': 'La plateforme ne connaît pas cette action sur la commande.',
  'errors.message.shop_mismatch': 'Ce magasin ne vend pas le catalogue de cette commande.',
  'errors.message.invalid_shipping_offer_token': 'L’offre de ramassage n’est plus valide.',
  'errors.message.shipping_offer_mismatch':
    'Les articles diffèrent de ceux pour lesquels l’offre de ramassage a été faite.',
  'errors.message.shipments_at_different_stores':
    'Toutes les parties d’une commande doivent être ramassées au même magasin.',
  'errors.message.same_order_injection_with_different_data':
    'Une commande portant ce numéro existe déjà avec d’autres détails.',
  'errors.message.unknown_product': 'Un produit n’est pas au catalogue.',
  'errors.message.product_not_priced': 'Un produit n’a pas de prix dans ce magasin.',
  'errors.message.price_mismatch': 'Un prix diffère de la liste de prix du magasin.',
  'errors.message.price_override_forbidden':
    'Seul un gérant peut vendre à un autre prix que celui de la liste de prix.',
  'errors.message.order_total_too_large': 'Le total est trop élevé pour être enregistré.',
  'errors.message.more_than_one_cash_payment': 'L’argent comptant doit être encaissé en un seul paiement.',
  'errors.message.payments_do_not_match_total': 'Les paiements ne correspondent pas au total.',
  'errors.message.rounding_adjustment_mismatch':
    'L’arrondi de l’argent comptant diffère de la règle du magasin.',
  'errors.message.tax_mismatch': 'Les taxes diffèrent de ce que le magasin perçoit.',
  'errors.message.store_cash_management_off': 'Ce magasin n’utilise pas la gestion de la caisse.',
  'errors.message.drawer_already_open': 'La journée de ce tiroir-caisse est déjà ouverte.',
  'errors.message.drawer_open':
    'La journée de ce tiroir-caisse est ouverte : fermez-la avant de modifier ceci.',
  'errors.message.drawer_in_other_store': 'Ce tiroir-caisse appartient déjà à un autre magasin.',
  'errors.message.device_serial_in_use': 'Ce numéro de série est déjà configuré pour un autre tiroir-caisse.',
  'errors.message.associate_not_caller':
    'Une opération de tiroir-caisse ne s’enregistre qu’au nom de l’employé connecté.',
  'errors.message.transaction_id_reused':
    'Cette opération de tiroir-caisse a déjà été enregistrée avec d’autres détails.',
  'errors.valued.drawer_already_open':
    'Le tiroir-caisse « {drawerId} » est déjà ouvert; fermez sa journée (fermeture quotidienne) avant de l’ouvrir de nouveau.',
  'errors.valued.transaction_id_reused':
    'L’opération « {transactionId} » a déjà été enregistrée avec d’autres données; une nouvelle opération demande un nouvel identifiant.',
  'errors.valued.drawer_in_other_store':
    'Le tiroir-caisse « {drawerId} » appartient déjà au magasin « {storeId} ».',
  'errors.valued.device_serial_in_use':
    'Le tiroir-caisse portant le numéro de série « {serial} » est déjà configuré comme « {drawerId} » au magasin « {storeId} ».',
  'errors.valued.store_exists': 'Un magasin avec l’identifiant « {storeId} » existe déjà.',
  'errors.valued.same_order_injection_with_different_data':
    'Une commande portant le numéro externe « {externalId} » existe déjà avec d’autres données.',
  'errors.valued.price_override_forbidden':
    'Seul un gérant peut vendre à un autre prix que celui de la liste de prix; {username} n’est pas gérant.',
  'errors.valued.payments_do_not_match_total':
    'Les paiements couvrent {coveredAmount} d’un total de {totalAmount}.',
  'errors.valued.time_in_future':
    'L’heure envoyée ({field}, {sentAt}) dépasse ce que permet l’horloge de la plateforme (au plus tard {latestAt}).',
  'errors.valued.time_before_window':
    'L’heure envoyée ({field}, {sentAt}) est {why, select, previous_close {antérieure à la fermeture précédente du tiroir-caisse ({limitAt})} day_opening {antérieure à l’ouverture de la journée du tiroir-caisse ({limitAt})} other {plus ancienne que ce que le travail hors ligne peut attendre (avant {limitAt})}}.',
  'errors.valued.invalid_transition':
    'L’importation « {importId} » est {status, select, queued {en file d’attente} running {en cours} finished {terminée} failed {en échec} other {{status}}}; seule une importation créée peut être lancée.',
  'errors.valued.not_found':
    '{kind, select, shop_catalog {La boutique « {id} » n’a pas de catalogue : rien n’y a été importé.} product {Le produit « {id} » n’existe pas dans la boutique « {shop} ».} price_book {La liste de prix « {id} » n’existe pas dans la boutique « {shop} ».} store {Le magasin « {id} » n’existe pas.} cash_drawer {Le tiroir-caisse « {id} » n’existe pas.} drawer_report {Le rapport de tiroir-caisse « {id} » n’existe pas.} import_job {L’importation « {id} » n’existe pas.} pickup_config {La configuration du ramassage en magasin « {id} » n’existe pas.} order {La commande « {id} » n’existe pas.} sale {La vente « {id} » n’existe pas.} other {« {id} » n’existe pas.}}',
  'errors.valued.drawer_open':
    'Le tiroir-caisse « {drawerId} » est ouvert : {why, select, mode {le mode de fonctionnement ne peut pas passer de « {from, select, none {aucun} non_integrated {non intégré} integrated {intégré} other {{from}}} » à « {to, select, none {aucun} non_integrated {non intégré} integrated {intégré} other {{to}}} »} removed {il ne peut pas être retiré} other {sa devise ne peut pas changer}} tant que sa journée n’est pas fermée (fermeture quotidienne).',
};
