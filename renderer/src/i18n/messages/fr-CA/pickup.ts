import type { pickup as source } from '../en-US/pickup';
import type { Translation } from '../translation';

export const pickup: Translation<typeof source> = {
  'pickup.status':
    '{status, select, open {Passée} sent_to_store {Envoyée au magasin} assigned {Non commencée} in_picking {En préparation} ready_for_pickup {Prête pour le ramassage} on_hold {En attente} picked_up {Ramassée} canceled {Annulée} other {{status}}}',
  'pickup.filter':
    '{filter, select, not_started {Non commencées} in_picking {En préparation} ready {Prêtes pour le ramassage} on_hold {En attente} done {Terminées} other {Toutes}}',
  'pickup.event':
    '{action, select, create {Commande passée} grace_period_elapsed {Envoyée au magasin} availability_reroute {Stock arrivé : renvoyée au magasin} start_picking {Préparation commencée} reject_items {Articles refusés : mise en attente} mark_ready {Marquée prête pour le ramassage} hand_over {Remise au client} cancel {Annulée} reroute {Réacheminée vers un autre magasin} take_over {Reprise d’un autre employé} in_store_sale {Vendue en magasin} other {{fallback}}}',
  'pickup.event.routing':
    '{to, select, on_hold {Stock insuffisant : mise en attente} other {Stock réservé : prête à préparer}}',
  'pickup.rejectReason':
    '{reason, select, no_inventory {Pas en stock} cannot_fulfill {Ne peut pas être remis} other {{reason}}}',
  'pickup.rejectReason.hint':
    '{reason, select, no_inventory {Les articles sont introuvables en magasin.} cannot_fulfill {Les articles sont ici, mais endommagés, défectueux ou autrement invendables.} other {}}',
  'pickup.printState':
    '{state, select, queued {En file d’attente} printing {Impression en cours} printed {Imprimé} failed {Échec} needs_confirmation {À confirmer} other {{state}}}',
  'pickup.printState.reprinted': 'Réimprimé',
  'pickup.document':
    '{type, select, invoice {Facture} packing_slip {Bordereau de préparation} sale_receipt {Reçu} test_page {Page de test} other {{fallback}}}',
  'pickup.print.jobName':
    '{document}{reprint, select, yes { (réimpression)} other {}}{copies, plural, =1 {} other {, copie {copy} sur #}}',
  'pickup.announce.printed': '{name} : imprimé',
  'pickup.announce.failed': '{name} : non imprimé',
  'pickup.announce.failedBecause': '{name} : non imprimé ({error})',
  'pickup.announce.uncertain':
    '{name} : l’impression est peut-être incomplète; vérifiez-la et indiquez s’il faut la refaire',
  'pickup.announce.sentences': '{sentences}.',
  'pickup.printer':
    '{printer, select, document_printer {Imprimante de documents} receipt_printer {Imprimante de reçus} other {{printer}}}',
  'pickup.waited.minutes': '{minutes} min',
  'pickup.waited.hours': '{hours} h {minutes} min',

  'pickup.title': 'Ramassage en magasin',
  'pickup.lead':
    'Balayez le code-barres d’une commande pour l’ouvrir, ou choisissez une commande ci-dessous.',
  'pickup.search': 'Rechercher des commandes',
  'pickup.search.placeholder': 'Numéro de commande ou nom',
  'pickup.search.shortcut': 'F2',
  'pickup.refresh': 'Actualiser',
  'pickup.counters': 'Commandes par état',
  'pickup.counter.hint':
    '{filter, select, not_started {à préparer} in_picking {en cours de préparation} ready {attendent le client} other {demandent votre attention}}',
  'pickup.newOrders': '{count, plural, one {Nouvelle commande} other {Nouvelles commandes}} : {numbers}',
  'pickup.list.matching': 'Commandes correspondant à « {query} »',
  'pickup.list.count': '{count, plural, one {# commande} other {# commandes}}',
  'pickup.list.more': 'Autres commandes',
  'pickup.list.done': 'Ramassées et annulées',
  'pickup.list.all': 'Toutes les commandes',
  'pickup.list.withCount': '{list} ({count, number})',
  'pickup.list.failed': 'Impossible de charger les commandes',
  'pickup.list.loading': 'Chargement des commandes…',
  'pickup.list.searchResults': 'Résultats de recherche',
  'pickup.list.label':
    '{filter, select, not_started {Commandes non commencées} in_picking {Commandes en préparation} ready {Commandes prêtes pour le ramassage} on_hold {Commandes en attente} done {Commandes terminées} other {Toutes les commandes}}',
  'pickup.list.noMatch': 'Aucune commande ne correspond à « {query} »',
  'pickup.list.noMatchHelp':
    'Vérifiez l’orthographe, ou cherchez par le numéro de commande inscrit sur la confirmation du client.',
  'pickup.list.showMore': 'Afficher plus ({count, number} de plus)',
  'pickup.empty.title':
    '{filter, select, not_started {Aucune commande à préparer} in_picking {Personne ne prépare de commande en ce moment} ready {Aucune commande n’attend son client} on_hold {Aucune commande en attente} done {Rien n’a encore été remis} other {Aucune commande à ramasser pour l’instant}}',
  'pickup.empty.message':
    '{filter, select, not_started {Les nouvelles commandes s’affichent ici, avec un carillon, une fois leur délai de grâce écoulé. Balayez le code-barres d’une commande pour l’ouvrir.} in_picking {Les commandes en préparation s’affichent ici jusqu’à ce qu’elles soient prêtes.} ready {Les commandes s’affichent ici une fois préparées et marquées prêtes.} on_hold {Les commandes qui n’ont pas pu être préparées au complet attendent ici du nouveau stock ou un réacheminement.} done {Les commandes ramassées et annulées s’affichent ici.} other {Les commandes de ce magasin s’affichent ici dès que les clients les passent.}}',
  'pickup.column.order': 'Commande',
  'pickup.column.customer': 'Client',
  'pickup.column.items': 'Articles',
  'pickup.column.total': 'Total',
  'pickup.column.status': 'État',
  'pickup.column.picker': 'Préparateur',
  'pickup.column.waiting': 'Attente',
  'pickup.column.updated': 'Dernière modification',
  'pickup.order.new': 'Nouvelle',
  'pickup.order.noName': 'Aucun nom fourni',
  'pickup.order.waitingToBeSent': 'En attente d’envoi à la plateforme',
  'pickup.order.waitingToSync': 'En attente de synchronisation',
  'pickup.order.late': 'En retard',

  'pickup.scan.thisOrder': 'Voici la commande {number}',
  'pickup.scan.notReady':
    'Elle est {status, select, open {passée} sent_to_store {envoyée au magasin} assigned {non commencée} in_picking {en préparation} on_hold {en attente} picked_up {ramassée} canceled {annulée} other {{status}}}; elle pourra être remise une fois prête pour le ramassage.',
  'pickup.scan.unknown': 'Aucune commande avec ce code-barres',
  'pickup.scan.unknownHelp':
    '{code} n’est pas une commande de ce magasin. Balayez le code-barres de la facture, ou cherchez par le nom du client.',
  'pickup.scan.lookupFailed': 'Impossible de rechercher la commande',
  'pickup.scan.dismiss': 'Fermer',

  'pickup.detail': 'Commande',
  'pickup.detail.openFailed': 'Impossible d’ouvrir cette commande',
  'pickup.detail.opening': 'Ouverture de la commande…',
  'pickup.detail.title': 'Commande {number}',
  'pickup.detail.waitingToSync': 'En attente de synchronisation',
  'pickup.detail.meta': '{name} · passée le {date} · {id}',
  'pickup.detail.defaultName': 'Ramassage en magasin',
  'pickup.detail.actionFailed':
    '{action, select, startPicking {Impossible de commencer la préparation} markReady {La commande n’a pas été marquée prête} rejectItems {Les articles n’ont pas été refusés} handOver {La commande n’a pas été remise} cancel {La commande n’a pas été annulée} reroute {La commande n’a pas été réacheminée} takeOver {La commande n’a pas été reprise} giveUpRefusedChange {La modification refusée n’a pas été abandonnée} other {Cela n’a pas fonctionné}}',
  'pickup.detail.reload': 'Recharger la commande',
  'pickup.detail.side': 'Détails de la commande',
  'pickup.detail.back': 'Commandes',
  'pickup.state.beingPicked': 'Articles en préparation',
  'pickup.state.readyToPick': 'Prête à préparer',
  'pickup.state.readyToPickHelp':
    '{count, plural, one {# article réservé} other {# articles réservés}} dans ce magasin. Commencez la préparation, puis balayez chaque article en le mettant dans le sac.',
  'pickup.state.startPicking': 'Commencer la préparation',
  'pickup.state.itemsToPick': 'Articles à préparer',
  'pickup.state.waitingFor': 'En attente de {name}',
  'pickup.state.theCustomer': 'le client',
  'pickup.state.waitingHelp':
    'À l’arrivée du client, balayez le code-barres de la commande sur sa facture, ou vérifiez son nom et choisissez Remettre au client.',
  'pickup.state.handOver': 'Remettre au client',
  'pickup.state.onHold': 'En attente : stock insuffisant',
  'pickup.state.onHoldReroute':
    'Envoyez la commande à un magasin qui a les articles, ou attendez : elle sera réacheminée ici à l’arrivée du stock.',
  'pickup.state.onHoldWait':
    'Elle sera réacheminée ici à l’arrivée du stock. Un gestionnaire peut l’envoyer à un autre magasin.',
  'pickup.state.reroute': 'Réacheminer vers un autre magasin',
  'pickup.state.pickedUp': 'Ramassée',
  'pickup.state.pickedUpHelp':
    'Le client a sa commande. Réimprimez un document ci-dessous s’il en demande un.',
  'pickup.state.canceled': 'Annulée',
  'pickup.state.canceledHelp': 'Cette commande ne sera pas ramassée. Le stock réservé a été libéré.',
  'pickup.state.notAtStore': 'Pas encore au magasin',
  'pickup.state.notAtStoreHelp':
    'Le client peut encore modifier cette commande. Elle pourra être préparée une fois acheminée à ce magasin.',
  'pickup.customer': 'Client',
  'pickup.customer.email': 'Courriel',
  'pickup.customer.phone': 'Téléphone',
  'pickup.customer.items': 'Articles',
  'pickup.customer.total': 'Total',
  'pickup.customer.picker': 'Préparateur',
  'pickup.customer.cancel': 'Annuler la commande…',
  'pickup.history': 'Historique',
  'pickup.history.empty':
    'Aucun historique pour l’instant : il s’affiche dès que la plateforme a les modifications de la commande.',
  'pickup.history.list': 'Historique de la commande',
  'pickup.history.automatic': 'automatique',
  'pickup.lines.title': 'Articles',
  'pickup.lines.count': '{count, plural, one {# article} other {# articles}}',
  'pickup.lines.product': 'Produit',
  'pickup.lines.quantity': 'Qté',
  'pickup.lines.unitPrice': 'Prix unitaire',
  'pickup.lines.total': 'Total',
  'pickup.lines.orderTotal': 'Total de la commande',

  'pickup.cancel.title': 'Annuler la commande {number}',
  'pickup.cancel.description':
    'Le client ne ramassera pas cette commande. Le stock réservé retourne sur les tablettes.',
  'pickup.cancel.keep': 'Garder la commande',
  'pickup.cancel.confirm': 'Annuler la commande',
  'pickup.cancel.reason': 'Motif',
  'pickup.cancel.reasonPlaceholder': 'p. ex. Le client a demandé l’annulation',
  'pickup.cancel.reasonMissing': 'Indiquez pourquoi la commande est annulée',
  'pickup.cancel.failed': 'La commande n’a pas été annulée',
  'pickup.cancel.done': 'Commande {number} annulée',

  'pickup.handOver.title': 'Remettre la commande {number}',
  'pickup.handOver.notNow': 'Pas maintenant',
  'pickup.handOver.confirm': 'Remettre',
  'pickup.handOver.noName': 'Aucun nom fourni',
  'pickup.handOver.summary': '{count, plural, one {# article} other {# articles}} · {total}',
  'pickup.handOver.scanned': 'Code-barres de la commande balayé : la facture correspond à cette commande.',
  'pickup.handOver.scannedAnnounce':
    'Code-barres de la commande balayé : la facture correspond à cette commande. La remise est prête.',
  'pickup.handOver.personIs': 'La personne qui ramasse est {name}',
  'pickup.handOver.checkHint':
    'Vérifiez son nom (et une pièce d’identité si votre magasin l’exige), ou balayez le code-barres de sa facture.',
  'pickup.handOver.wrongCode': 'Ce code-barres appartient à une autre commande',
  'pickup.handOver.wrongCodeHelp':
    '{code} n’est pas la commande {number}. Vérifiez que vous avez le bon sac.',
  'pickup.handOver.notReady': 'Cette commande n’est pas prête pour le ramassage',
  'pickup.handOver.notReadyHelp': 'Elle pourra être remise une fois préparée et marquée prête.',
  'pickup.handOver.failed': 'La commande n’a pas été remise',
  'pickup.handOver.done': 'Commande {number} ramassée',
  'pickup.handOver.doneMessage': 'Remise à {name} par {associate}.',

  'pickup.pick.title': 'Balayez chaque article',
  'pickup.pick.help':
    'Balayez le code-barres de l’article, ou entrez son CUP ou son SKU et appuyez sur Entrée.',
  'pickup.pick.code': 'Code de l’article',
  'pickup.pick.codePlaceholder': 'CUP ou SKU',
  'pickup.pick.add': 'Ajouter',
  'pickup.pick.progress':
    '<strong>{done, number} sur {total, number}</strong> {total, plural, one {article préparé} other {articles préparés}}',
  'pickup.pick.progressLabel': 'Articles préparés',
  'pickup.pick.progressValue':
    '{done} sur {total, plural, one {# article préparé} other {# articles préparés}}',
  'pickup.pick.complete': 'Tout est préparé. Marquez la commande prête pour imprimer ses documents.',
  'pickup.pick.remaining':
    '{count, plural, one {# article reste} other {# articles restent}} à préparer. Un article introuvable? Utilisez Articles manquants.',
  'pickup.pick.missing': 'Articles manquants',
  'pickup.pick.markReady': 'Marquer prête',
  'pickup.code.sku': 'SKU {code}',
  'pickup.code.ean': 'CUP {code}',
  'pickup.line.pickedOf': 'Préparés : {name}',
  'pickup.line.count': '{picked, number} sur {ordered, number}',
  'pickup.line.done': 'Préparé',
  'pickup.line.left': '{count} à préparer',
  'pickup.line.quantity': 'Quantité de {name}',
  'pickup.line.less': 'Un {name} de moins',
  'pickup.line.more': 'Un {name} de plus',
  'pickup.line.allName':
    '{ordered, plural, one {{name} : l’unité préparée} other {{name} : les # unités préparées}}',
  'pickup.line.all': '{ordered, plural, one {L’unité} other {Les #}}',
  'pickup.scanned.waiting': 'En attente du premier balayage…',
  'pickup.scanned.picked': 'Préparé : {title}',
  'pickup.scanned.inBag': '{picked} sur {ordered} dans le sac',
  'pickup.scanned.notInOrder': 'Cet article ne fait pas partie de la commande',
  'pickup.scanned.already': 'Déjà préparé : {title}',
  'pickup.scanned.notInOrderHelp':
    'Le code {code} ne correspond à aucun article de cette commande. Remettez-le en place; rien n’a été compté.',
  'pickup.scanned.alreadyHelp':
    'La commande en compte {ordered} et les {ordered} sont préparés. Remettez celui-ci en place; rien n’a été compté.',

  'pickup.reject.onHold': 'La commande {number} est en attente',
  'pickup.reject.onHoldMessage':
    'Les articles manquants ont été refusés. Un gestionnaire peut réacheminer la commande vers un autre magasin.',
  'pickup.reject.description':
    'Ces articles n’ont pas été préparés. Les refuser met la commande en attente et ramène à 0 le stock du magasin pour ces articles.',
  'pickup.reject.keepPicking': 'Continuer la préparation',
  'pickup.reject.confirm':
    '{count, plural, one {Refuser # article et mettre en attente} other {Refuser # articles et mettre en attente}}',
  'pickup.reject.list': 'Articles à refuser',
  'pickup.reject.why': 'Pourquoi ne peuvent-ils pas être préparés?',
  'pickup.reject.failed': 'Les articles n’ont pas été refusés',

  'pickup.reroute.done': 'Commande {number} réacheminée',
  'pickup.reroute.doneMessage': 'Elle a été envoyée à {store}, {city}.',
  'pickup.reroute.description':
    'Choisissez le magasin qui traitera cette commande. Le client la ramassera à cet endroit.',
  'pickup.reroute.cancel': 'Annuler',
  'pickup.reroute.to': 'Réacheminer vers {store}',
  'pickup.reroute.confirm': 'Réacheminer',
  'pickup.reroute.finding': 'Recherche des magasins à proximité…',
  'pickup.reroute.lookupFailed': 'Impossible de trouver les magasins',
  'pickup.reroute.tryAgain': 'Réessayer',
  'pickup.reroute.none': 'Aucun autre magasin ne peut prendre cette commande',
  'pickup.reroute.noneHelp':
    'Aucun magasin à proximité n’offre le ramassage en magasin. La commande reste en attente jusqu’à l’arrivée du stock ici.',
  'pickup.reroute.stores': 'Magasin où envoyer la commande',
  'pickup.reroute.where': '{city} · à {distance}',
  'pickup.reroute.allInStock': 'Tous les articles en stock',
  'pickup.reroute.notAllInStock': 'Pas tous les articles en stock',
  'pickup.reroute.failed': 'La commande n’a pas été réacheminée',

  'pickup.held.by':
    'En préparation par <strong>{name}</strong>{elsewhere, select, yes { à un autre poste} other {}} depuis {time}',
  'pickup.held.refused':
    'Votre action « {action, select, start_picking {commencer la préparation} mark_ready {marquer prête} reject_items {refuser des articles} hand_over {remettre} cancel {annuler} reroute {réacheminer} take_over {reprendre} other {{action}}} » n’a pas été acceptée : la commande a évolué à un autre poste',
  'pickup.held.giveUp': 'Abandonner ma modification',
  'pickup.held.takeOver': 'Reprendre la commande',
  'pickup.held.nowStatus':
    'Elle est maintenant {status, select, open {ouverte} sent_to_store {envoyée au magasin} assigned {assignée} in_picking {en préparation} ready_for_pickup {prête pour le ramassage} on_hold {en attente} picked_up {ramassée} canceled {annulée} other {{status}}} sur la plateforme',
  'pickup.held.platformSaid': 'La plateforme a répondu : {message}',
  'pickup.held.canTakeOver':
    'Laissez-lui la commande, ou reprenez-la s’il ne peut pas la terminer : l’historique l’indiquera.',
  'pickup.held.managerTakesOver':
    'Laissez-lui la commande. Un gestionnaire peut la reprendre s’il ne peut pas la terminer.',

  'pickup.docs.title': 'Documents',
  'pickup.docs.attention':
    '{count, plural, one {# copie demande} other {# copies demandent}} votre attention',
  'pickup.docs.allPrinted': 'Tout est imprimé',
  'pickup.docs.printing': 'Impression en cours…',
  'pickup.docs.loading': 'Chargement des impressions…',
  'pickup.docs.none':
    'Aucun document n’a été imprimé pour cette commande : la configuration d’impression n’en demande aucun, ou ce poste n’a pas d’imprimante. Un administrateur configure les imprimantes dans Configuration.',
  'pickup.docs.jobs': 'Impressions',
  'pickup.docs.failedHint':
    'Vérifiez l’imprimante (alimentation, papier, couvercle), puis choisissez Réessayer. Si aucune imprimante n’est branchée à ce poste, un gestionnaire ou un administrateur en branche une dans Appareils.',
  'pickup.docs.refused': 'L’imprimante n’a pas accepté la demande',
  'pickup.docs.job': '{name} : {state}',
  'pickup.docs.printedAt': ' · imprimé à {time}',
  'pickup.docs.attempt': ' · tentative {count}',
  'pickup.docs.complete': '{name} : l’impression est-elle complète?',
  'pickup.docs.completeQuestion': 'L’impression est-elle complète?',
  'pickup.docs.yes': 'Oui, c’est imprimé',
  'pickup.docs.no': 'Non, réimprimer',
  'pickup.docs.tryAgain': 'Réessayer',
  'pickup.docs.reprintName': 'Réimprimer : {name}',
  'pickup.docs.reprint': 'Réimprimer',
};
