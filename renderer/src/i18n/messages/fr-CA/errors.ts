import type { errors as source } from '../en-US/errors';
import type { Translation } from '../translation';

const TRY_AGAIN_ADMIN =
  'Réessayez. Si le problème persiste, redémarrez l’application et avisez votre administrateur.';

export const errors: Translation<typeof source> = {
  'errors.advice.default': 'Réessayez. Si le problème persiste, dites à votre gérant ce que vous faisiez.',
  'errors.advice.invalid_request': 'Corrigez les champs en surbrillance et réessayez.',
  'errors.advice.unknown_call':
    'Cette version de l’application ne l’offre pas encore. Redémarrez Associate POS.',
  'errors.advice.forbidden_caller':
    'Ouvrez l’application dans sa propre fenêtre ou à l’adresse affichée à son démarrage.',
  'errors.advice.missing_secret': 'Ouvrez l’adresse complète affichée au démarrage de l’application.',
  'errors.advice.not_signed_in': 'Connectez-vous de nouveau pour continuer.',
  'errors.advice.no_store_selected': 'Choisissez d’abord le magasin où vous travaillez.',
  'errors.advice.forbidden':
    'Demandez à un gérant ou à un administrateur de le faire, ou de vous en donner l’accès.',
  'errors.advice.platform_unreachable':
    'Vérifiez la connexion réseau. Vous pouvez continuer à travailler; les modifications seront envoyées au retour de la plateforme.',
  'errors.advice.host_unreachable': 'L’application elle-même ne répond plus. Redémarrez Associate POS.',
  'errors.advice.invalid_response': TRY_AGAIN_ADMIN,
  'errors.advice.platform_contract_violation':
    'La plateforme a répondu quelque chose d’inattendu. Avisez votre administrateur.',
  'errors.advice.internal_error': TRY_AGAIN_ADMIN,
  'errors.advice.local_validation': 'Faites ce qu’indique le message, puis réessayez.',
  'errors.advice.store_not_found': 'Choisissez un autre magasin : celui-ci n’est plus sur la plateforme.',
  'errors.advice.product_not_found': 'Vérifiez le code, ou cherchez le produit par son nom.',
  'errors.advice.catalog_loading':
    'Patientez un instant, puis cherchez ou balayez de nouveau : les produits et les prix du magasin arrivent.',
  'errors.advice.order_not_found':
    'Vérifiez le numéro de commande; la liste montre les commandes de ce magasin.',
  'errors.advice.sale_not_found': 'Vérifiez la vente dans l’historique des ventes.',
  'errors.advice.print_job_not_found':
    'Imprimez de nouveau le document à partir de sa commande ou de sa vente.',
  'errors.advice.outbox_entry_not_found': 'Actualisez la liste des modifications en attente d’envoi.',
  'errors.advice.outbox_entry_pending': 'Attendez que la modification ait été tentée, puis décidez.',
  'errors.advice.store_without_coordinates':
    'Demandez à un administrateur d’ajouter l’emplacement du magasin.',
  'errors.advice.cash_management_disabled':
    'Demandez à un administrateur d’activer la gestion de la caisse pour ce magasin.',
  'errors.advice.drawer_required': 'Choisissez le tiroir-caisse qui reçoit l’argent comptant.',
  'errors.advice.drawer_not_found': 'Choisissez l’un des tiroirs-caisses de ce magasin.',
  'errors.advice.drawer_not_open': 'Ouvrez d’abord la journée du tiroir-caisse (ouverture quotidienne).',
  'errors.advice.drawer_not_integrated':
    'Seul un tiroir-caisse intégré peut être jumelé : choisissez-en un autre.',
  'errors.advice.drawer_not_paired':
    'Jumelez ce poste avec son tiroir-caisse en balayant le code qui s’y trouve.',
  'errors.advice.printer_unreachable':
    'Vérifiez que l’imprimante est allumée et sur ce réseau, et son adresse; ou ajoutez-la quand même.',
  'errors.advice.product_not_sellable': 'Retirez la ligne : le produit n’a pas de prix dans ce magasin.',
  'errors.advice.currency_mismatch': 'Encaissez le paiement dans la devise du magasin.',
  'errors.advice.no_tenders': 'Choisissez comment le client paie.',
  'errors.advice.more_than_one_remainder': 'Donnez un montant à tous les modes de paiement sauf un.',
  'errors.advice.more_than_one_cash_tender': 'Encaissez l’argent comptant en un seul paiement.',
  'errors.advice.wrong_sign': 'Entrez des montants de zéro ou plus.',
  'errors.advice.amounts_exceed_total': 'Baissez les montants pour qu’ils totalisent le montant dû.',
  'errors.advice.amounts_do_not_cover_total': 'Augmentez les montants pour qu’ils couvrent le total.',
  'errors.advice.tendered_on_card': 'Entrez l’argent reçu seulement pour un paiement comptant.',
  'errors.advice.tendered_on_refund':
    'Un remboursement est un paiement sortant : n’entrez pas d’argent reçu.',
  'errors.advice.insufficient_cash': 'Recevez au moins l’argent comptant dû.',
  'errors.advice.manager_approval_required':
    'Demandez à un gérant d’approuver avec son nom d’utilisateur et son mot de passe.',
  'errors.advice.nothing_to_return': 'Choisissez au moins une ligne et la quantité retournée.',
  'errors.advice.product_not_on_sale':
    'Ne retournez que ce que cette vente a vendu : ouvrez de nouveau la vente à partir de son reçu.',
  'errors.advice.already_returned':
    'Il ne reste rien à retourner sur cette ligne : les retours de sa vente sont listés ci-dessous.',
  'errors.advice.over_sold_quantity':
    'Baissez la quantité à ce qui reste à retourner (vendu moins déjà retourné).',
  'errors.advice.drawer_closed':
    'Ouvrez la journée du tiroir-caisse (ouverture quotidienne) avant de rembourser en argent comptant.',
  'errors.advice.card_refund_not_confirmed':
    'Remboursez la carte sur le terminal de paiement, puis confirmez-le ici.',
  'errors.advice.approval_refused':
    'Le gérant vérifie son nom d’utilisateur et son mot de passe, ou un autre gérant du magasin approuve.',
  'errors.advice.order_not_picked_up':
    'Remettez d’abord la commande : seules les commandes ramassées peuvent être retournées.',
  'errors.advice.return_id_reused': 'Recommencez le retour à partir de la vente.',
  'errors.advice.wrong_password': 'Tapez votre propre mot de passe (les majuscules comptent).',
  'errors.advice.busy': 'Patientez un instant, puis envoyez-le de nouveau : rien n’a été modifié.',
  'errors.advice.time_in_future':
    'Vérifiez la date, l’heure et le fuseau horaire de ce poste, puis réessayez.',
  'errors.advice.time_before_window':
    'Vérifiez la date, l’heure et le fuseau horaire de ce poste, puis réessayez.',
  'errors.advice.store_exists': 'Choisissez un autre identifiant de magasin : celui-ci est déjà pris.',
  'errors.advice.price_override_forbidden':
    'Demandez à un gérant de modifier le prix, ou vendez au prix de la liste de prix.',
  'errors.advice.drawer_already_open':
    'Utilisez le tiroir-caisse tel quel, ou fermez sa journée (fermeture quotidienne) avant de l’ouvrir de nouveau.',
  'errors.advice.drawer_in_other_store': 'Donnez un autre identifiant à ce tiroir-caisse.',
  'errors.advice.device_serial_in_use':
    'Vérifiez le numéro de série imprimé sur le tiroir-caisse, ou retirez-le d’abord de l’autre tiroir-caisse.',
  'errors.advice.invalid_grant':
    'Vérifiez le nom d’utilisateur et le mot de passe (les majuscules comptent).',
  'errors.message.invalid_request':
    '{field, select, none {Un élément de la demande n’est pas valide.} other {Le champ « {field} » n’est pas valide.}}',
  'errors.message.unknown_call': 'Cette version de l’application ne peut pas faire cela.',
  'errors.message.forbidden_caller': 'Cette fenêtre n’est pas autorisée à utiliser l’application.',
  'errors.message.missing_secret': 'L’adresse ouverte n’a pas de clé d’accès.',
  'errors.message.not_signed_in': 'Personne n’est connecté.',
  'errors.message.no_store_selected': 'Aucun magasin n’est choisi.',
  'errors.message.forbidden': 'Vous n’êtes pas autorisé à faire ceci.',
  'errors.message.platform_unreachable': 'La plateforme est injoignable.',
  'errors.message.host_unreachable': 'L’application ne répond pas.',
  'errors.message.invalid_response': 'L’application a donné une réponse illisible.',
  'errors.message.platform_contract_violation': 'La plateforme a donné une réponse inattendue.',
  'errors.message.internal_error': 'Un problème est survenu dans l’application.',
  'errors.message.store_not_found': 'Ce magasin n’est pas sur la plateforme.',
  'errors.message.product_not_found': 'Aucun produit n’a ce code.',
  'errors.message.catalog_loading':
    'Le catalogue de ce magasin est encore en cours de chargement sur ce poste.',
  'errors.message.order_not_found': 'Aucune commande n’a ce numéro.',
  'errors.message.sale_not_found': 'Cette vente est introuvable.',
  'errors.message.print_job_not_found': 'Cette impression n’existe plus.',
  'errors.message.outbox_entry_not_found': 'Cette modification n’est plus en attente d’envoi.',
  'errors.message.outbox_entry_pending': 'Cette modification est encore en cours d’envoi.',
  'errors.message.store_without_coordinates': 'Le magasin n’a pas d’emplacement.',
  'errors.message.cash_management_disabled': 'La gestion de la caisse est désactivée pour ce magasin.',
  'errors.message.drawer_required': 'Aucun tiroir-caisse n’est choisi.',
  'errors.message.drawer_not_found': 'Ce tiroir-caisse n’appartient pas à ce magasin.',
  'errors.message.drawer_not_open': 'La journée du tiroir-caisse n’est pas ouverte.',
  'errors.message.drawer_not_integrated': 'Ce tiroir-caisse n’est pas un tiroir intégré.',
  'errors.message.drawer_not_paired': 'Ce poste n’est pas jumelé à son tiroir-caisse.',
  /** A pairing refused, with its values (errors.valued.<code>: the sentence needs them). */
  'errors.valued.drawer_not_on_network':
    'Aucun tiroir-caisse portant le numéro de série {serial} n’a été trouvé sur le réseau. Le tiroir-caisse doit être sur le même réseau Wi-Fi que ce poste : vérifiez qu’il est allumé et branché au Wi-Fi du magasin, puis balayez-le de nouveau.',
  'errors.valued.drawer_not_answering':
    'Le tiroir-caisse {serial} s’annonce à l’adresse {host}:{port}, mais ne répond pas à ce poste. Le tiroir-caisse doit être sur le même réseau Wi-Fi que ce poste : vérifiez qu’il est allumé et branché au Wi-Fi du magasin, puis balayez-le de nouveau.',
  'errors.valued.serial_in_use':
    'Le numéro de série {serial} appartient déjà à la caisse « {name} » ({drawerId}) de ce magasin.',
  'errors.message.printer_unreachable': 'Aucune imprimante ne répond à cette adresse.',
  'errors.message.product_not_sellable': 'Un produit n’a pas de prix dans ce magasin.',
  'errors.message.currency_mismatch': 'Un montant n’est pas dans la devise du magasin.',
  'errors.message.no_tenders': 'Aucun mode de paiement n’est choisi.',
  'errors.message.more_than_one_remainder': 'Plus d’un mode de paiement n’a pas de montant.',
  'errors.message.more_than_one_cash_tender': 'Il y a plus d’un paiement comptant.',
  'errors.message.wrong_sign': 'Un montant est inférieur à zéro.',
  'errors.message.amounts_exceed_total': 'Les montants dépassent le total.',
  'errors.message.amounts_do_not_cover_total': 'Les montants ne couvrent pas le total.',
  'errors.message.tendered_on_card': 'De l’argent reçu a été entré pour un paiement par carte.',
  'errors.message.tendered_on_refund': 'De l’argent reçu a été entré pour un remboursement.',
  'errors.message.insufficient_cash': 'L’argent reçu est inférieur au montant comptant dû.',
  'errors.message.manager_approval_required': 'Ceci demande l’approbation d’un gérant.',
  'errors.message.nothing_to_return': 'Rien n’est choisi pour le retour.',
  'errors.message.product_not_on_sale': 'Ce produit ne fait pas partie de la vente.',
  'errors.message.already_returned': 'Cette ligne a déjà été retournée.',
  'errors.message.over_sold_quantity': 'La quantité dépasse ce qui reste à retourner.',
  'errors.message.drawer_closed': 'La journée du tiroir-caisse est fermée.',
  'errors.message.card_refund_not_confirmed': 'Le remboursement par carte n’est pas confirmé.',
  'errors.message.approval_refused': 'L’approbation du gérant a été refusée.',
  'errors.message.order_not_picked_up': 'La commande n’a pas été ramassée.',
  'errors.message.return_id_reused': 'Ce retour a déjà été enregistré.',
  'errors.message.invalid_grant': 'Nom d’utilisateur ou mot de passe incorrect.',
  'errors.reason.required': 'obligatoire',
  'errors.reason.not_blank': 'ne doit pas être vide',
  'errors.reason.wrong_type':
    '{expected, select, number {doit être un nombre} string {doit être du texte} boolean {doit être oui ou non} other {n’est pas le bon type de valeur}}',
  'errors.reason.too_small':
    '{origin, select, string {doit compter au moins {minimum, plural, one {# caractère} other {# caractères}}} array {doit compter au moins {minimum, plural, one {# élément} other {# éléments}}} other {{inclusive, select, yes {doit être d’au moins {minimum, number}} other {doit être supérieur à {minimum, number}}}}}',
  'errors.reason.too_big':
    '{origin, select, string {doit compter au plus {maximum, plural, one {# caractère} other {# caractères}}} array {doit compter au plus {maximum, plural, one {# élément} other {# éléments}}} other {{inclusive, select, yes {doit être d’au plus {maximum, number}} other {doit être inférieur à {maximum, number}}}}}',
  'errors.reason.wrong_format':
    '{format, select, email {doit être une adresse courriel} url {doit être une adresse Web} datetime {doit être une date et une heure} date {doit être une date} other {n’a pas la bonne forme}}',
  'errors.reason.not_allowed': 'doit être l’une des valeurs suivantes : {values}',
  'errors.reason.unknown_keys': 'n’est pas attendu ici : {keys}',
  'errors.reason.not_json': 'n’est pas du JSON valide : {cause}',
  'errors.reason.books_name_different_shops':
    'les listes de prix nomment des boutiques différentes ({shops})',
  'errors.reason.shop_differs_from_products':
    'nomme la boutique « {shop} », mais products.json importe dans la boutique « {productsShop} »',
  'errors.reason.invalid': 'n’est pas valide',
};
