import type { printerProblem as source } from '../en-US/printerProblem';
import type { Translation } from '../translation';

export const printerProblem: Translation<typeof source> = {
  'printerProblem.condition':
    '{condition, select, offline {hors ligne} cover_open {couvercle ouvert} paper_out {plus de papier} paper_jam {bourrage papier ou erreur} cutter_error {erreur du coupe-papier} other {{condition}}}',
  'printerProblem.reason':
    '{reason, select, refused {connexion refusée} no_route {aucun chemin réseau vers l’appareil} network_unreachable {réseau inaccessible} device_down {l’appareil ne répond pas sur le réseau} timed_out {délai de connexion dépassé} unknown_host {nom d’hôte inconnu} lookup_failed {échec de la recherche du nom d’hôte} reset {connexion réinitialisée} address_not_available {adresse non disponible} broken_pipe {la connexion a été rompue} aborted {connexion interrompue} network_down {le réseau est hors service} not_permitted {ce poste n’est pas autorisé à se connecter} closed_without_answer {l’appareil a fermé la connexion sans répondre} hung_up_before_end {l’imprimante a coupé la connexion avant de recevoir toute la tâche} closed_abruptly {l’imprimante a coupé la connexion sans prévenir} no_connection_in_time {aucune connexion en {ms} ms} no_answer_in_time {aucune réponse en {ms} ms} job_not_taken_in_time {l’imprimante n’a pas pris la tâche en {ms} ms} other {erreur réseau inattendue : {text}}}',
  'printerProblem.unreachable':
    'L’imprimante à l’adresse {address} est injoignable ({reason}). Vérifiez qu’elle est allumée et branchée.',
  'printerProblem.noResponse':
    'L’imprimante à l’adresse {address} n’a pas répondu ({reason}). Vérifiez qu’elle est allumée et branchée.',
  'printerProblem.notAPrinterStatus':
    'L’appareil à l’adresse {address} a répondu {answer}, ce qui n’est pas un état d’imprimante ESC/POS.',
  'printerProblem.cannotPrint': 'L’imprimante à l’adresse {address} ne peut pas imprimer : {conditions}.',
  'printerProblem.cannotPrintMidJob':
    'L’imprimante à l’adresse {address} ne peut pas imprimer : {conditions}. Elle a reçu la tâche, mais s’est peut-être arrêtée en cours d’impression.',
  'printerProblem.connectionLost':
    'La connexion à l’imprimante à l’adresse {address} a été coupée pendant l’impression ({reason}). Vérifiez l’imprimante avant de réimprimer : une partie ou la totalité est peut-être sortie.',
  'printerProblem.noPrinter':
    'Aucune {printerType, select, receipt_printer {imprimante à reçus} other {imprimante à documents}} n’est branchée à ce poste (un gérant en ajoute une dans Appareils)',
  'printerProblem.canceled': 'Annulée par l’associé.',
  'printerProblem.appStopped':
    'L’application s’est arrêtée pendant l’envoi de cette copie. Vérifiez si elle est sortie avant de la réimprimer.',
  'printerProblem.reprinted': 'Réimprimée sous la tâche {jobId}.',
  'printerProblem.notPrepared':
    'La tâche n’a pas pu être préparée : {cause, select, missing_document {il lui manque son document ou le modèle d’imprimante.} bad_printer_address {l’adresse « {detail} » n’est pas de la forme tcp://hôte:port.} other {erreur de l’application (détail technique : {detail}).}}',
  /** After the problems of a printer that did not answer when it was attached. */
  'printerProblem.notAttached':
    'Elle n’a pas été ajoutée; ajoutez-la quand même si elle est éteinte pour l’instant.',
  'printerProblem.note':
    '{note, select, star_reports_no_status {Une imprimante STAR n’indique ni le papier ni le couvercle ici : imprimez une page test pour vérifier qu’elle imprime bien.} other {Si c’est une imprimante STAR, choisissez le jeu de commandes STAR.}}',
};
