import type { codedErrors as source } from '../en-US/codedErrors';
import type { Translation } from '../translation';

export const codedErrors: Translation<typeof source> = {
  'errors.valued.print_job_not_found':
    '{why, select, no_document {La tâche d’impression {jobId} n’a pas de document.} no_preview {Il n’y a pas de tâche d’impression {jobId} à afficher.} other {Il n’y a pas de tâche d’impression {jobId}.}}',
  'errors.valued.invalid_print_job_state':
    '{why, select, already_reprinted {La tâche d’impression {jobId} a déjà été réimprimée sous une autre tâche.} being_sent {La tâche d’impression {jobId} est déjà en cours d’envoi à l’imprimante.} other {La tâche d’impression {jobId} est {state, select, queued {en file d’attente} printing {en cours d’impression} printed {imprimée} failed {en échec} needs_confirmation {à confirmer} other {{state}}}; cette action demande une tâche {needed, select, printed_or_failed {imprimée ou en échec} needs_confirmation {à confirmer} queued {en file d’attente} failed {en échec} other {{needed}}}.}}',
  'errors.valued.order_not_ready':
    'La commande {orderId} est {status, select, open {passée} sent_to_store {envoyée au magasin} assigned {non commencée} in_picking {en préparation} on_hold {en attente} picked_up {ramassée} canceled {annulée} other {{status}}} : ses documents de ramassage s’impriment une fois qu’elle est prête pour le ramassage.',
  /** A change to an order, a sale or a drawer refused on this workstation (InvalidMutationError). */
  'errors.valued.unknown_order': 'La commande « {orderId} » est inconnue sur ce poste.',
  /** Without values: US English shows the main process's own sentence, the others these, naming the field. */
  'errors.message.invalid_input':
    '{field, select, none {Un élément du changement n’est pas valide.} other {Le champ « {field} » n’est pas valide.}}',
  'errors.message.invalid_transition': 'L’état de la commande ne permet pas ce changement.',
  'errors.message.invalid_items':
    'Les articles du changement ne sont pas valides{field, select, none {} other { (« {field} »)}}.',
  'errors.message.picked_mismatch':
    'Les articles préparés ne correspondent pas à la commande{field, select, none {} other { (« {field} »)}}.',
  'errors.message.invalid_body':
    'Une information dont le changement a besoin manque ou n’est pas valide{field, select, none {} other { (« {field} »)}}.',
  /** Cash drawers: a drawer id that is not the selected store's, a serial no drawer announced in time. */
  'errors.valued.drawer_not_found': 'Le magasin choisi n’a pas de tiroir-caisse {drawerId}.',
  'errors.valued.drawer_not_announced':
    'Aucun tiroir-caisse portant le numéro de série {serial} n’a répondu en {seconds, number} s. {discovery, select, failing {La détection des appareils ne fonctionne pas sur ce poste ({cause}).} other {Vérifiez qu’il est allumé et sur le même réseau que ce poste.}}',
  /** The platform's refusal of a drawer (a sale's, a refund's) that is not the store's, without values. */
  'errors.message.unknown_drawer': 'Ce tiroir-caisse n’appartient pas à ce magasin.',
  'errors.valued.drawer_not_integrated':
    'Le magasin {storeId} utilise des tiroirs-caisses non intégrés : ils s’ouvrent à la main et n’ont pas à être jumelés.',
  'errors.valued.drawer_required':
    '{why, select, sale {Indiquez quel tiroir-caisse reçoit l’argent comptant : ce poste n’est jumelé à aucun tiroir-caisse et le magasin en a plusieurs.} refund {Un remboursement en argent comptant sort d’un tiroir-caisse : jumelez ce poste à l’un des tiroirs-caisses du magasin.} other {Une partie de ce remboursement est en argent comptant : indiquez de quel tiroir-caisse il sort.}}',
  'errors.valued.unknown_drawer': 'Le magasin « {storeId} » n’a pas de tiroir-caisse « {drawerId} ».',
  'errors.valued.order_not_found':
    'La commande {orderId} n’est pas une commande du magasin {storeId} connue sur ce poste.',
  'errors.valued.sale_not_found': 'Aucune vente {saleId} n’a été conclue sur ce poste.',
  'errors.valued.store_not_found': 'Il n’y a pas de magasin {storeId}.',
  'errors.valued.product_not_found': 'Il n’y a pas de produit {productId} au catalogue de ce magasin.',
  'errors.valued.local_validation':
    '{check, select, pick_every_item {Préparez d’abord tous les articles, ou refusez ceux qui manquent (Articles manquants).} nothing_left_to_return {Tout ce que cette vente a vendu a déjà été retourné : il ne reste rien à retourner.} no_return_line {Choisissez au moins une ligne et combien de ses articles sont retournés.} card_refund_first {Remboursez d’abord la carte au terminal de paiement, puis confirmez-le ici.} day_format {Choisissez une journée (AAAA-MM-JJ)} rounding_unknown {La règle d’arrondi des espèces du magasin n’est pas encore connue.} other {Vérifiez ce qui a été saisi.}}',
  /** A manager's approval: why the platform or the workstation asks for it, why it refused the one given. */
  'errors.valued.manager_approval_required':
    '{why, select, counter_mode {Seul un gérant peut {enabling, select, yes {activer le mode caisse} other {quitter le mode caisse}} : demandez à un gérant de l’approuver.} other {Un gérant doit approuver ce retour : {reasons, select, no_receipt {le client n’a pas son reçu} over_threshold {le remboursement dépasse {limit}, le maximum qu’un employé peut rembourser seul} other {le client n’a pas son reçu et le remboursement dépasse {limit}, le maximum qu’un employé peut rembourser seul}}.}}',
  'errors.valued.approval_refused':
    '{why, select, not_store_manager {{manager} ne peut pas approuver de retours au magasin « {storeId} » : il faut un gérant de ce magasin.} other {Le nom d’utilisateur ou le mot de passe du gérant est erroné.}}',
};
