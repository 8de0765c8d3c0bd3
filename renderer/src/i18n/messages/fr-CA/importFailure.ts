import type { importFailure as source } from '../en-US/importFailure';
import type { Translation } from '../translation';

export const importFailure: Translation<typeof source> = {
  'importFailure.unsupported_uri':
    '{scheme, select, s3 {L’adresse de l’archive « {uri} » ne nomme aucun fichier : une adresse S3 s’écrit s3://compartiment/clé.} none {« {uri} » n’est pas une adresse d’où la plateforme peut télécharger; utilisez https:// ou s3://compartiment/clé.} other {L’adresse de l’archive « {uri} » commence par {scheme}://; la plateforme télécharge seulement depuis des adresses https:// et s3://.}}',
  'importFailure.download_failed':
    '{reason, select, http_status {Le serveur de l’archive a répondu HTTP {status}{status, select, 401 { (connexion requise)} 403 { (accès refusé)} 404 { (introuvable)} other {}}; la plateforme n’a pas pu la télécharger.} too_many_redirects {L’adresse de l’archive redirige plus de {max_redirects, number} fois; la plateforme a cessé de suivre les redirections.} redirect_not_https {L’adresse de l’archive redirige vers « {location} », qui n’est pas une adresse https://; la plateforme ne la suit pas.} certificate {La plateforme ne fait pas confiance au certificat du serveur de l’archive{error, select, none {} other { ({error})}}.} timeout {Le serveur de l’archive a cessé de répondre; le téléchargement a été abandonné.} storage {Le stockage S3 a refusé de fournir l’archive{error, select, none {} other { ({error})}}.} no_body {Le stockage S3 n’a rien envoyé pour l’archive.} other {La plateforme n’a pas pu joindre le serveur de l’archive{error, select, none {} other { ({error})}}.}}',
  'importFailure.archive_too_large':
    '{limit, select, data_file {« {entry} » fait {bytes} une fois décompressé; un fichier de données peut contenir au plus {max_bytes}.} inflated {Une fois décompressée, l’archive dépasse {max_bytes} (limite atteinte à « {entry} »).} entries {L’archive contient plus de {max_entries, number} fichiers et dossiers.} other {{bytes, select, none {L’archive dépasse {max_bytes}, le maximum que la plateforme télécharge.} other {L’archive fait {bytes}; la plateforme télécharge des archives d’au plus {max_bytes}.}}}}',
  'importFailure.zip_bomb_suspected':
    '{check, select, understated_size {« {entry} » se décompresse au-delà des {declared_bytes} qu’annonce son en-tête zip; l’archive a été refusée par sécurité.} other {« {entry} » se décompresse à plus de {max_ratio, number} fois sa taille compressée; l’archive a été refusée par sécurité.}}',
  'importFailure.not_a_zip': 'Le fichier « {entry} » de l’archive est endommagé.',
  'importFailure.macosx_folder':
    'L’archive contient un dossier __MACOSX de métadonnées de macOS (« {entry} »).',
  'importFailure.unsafe_entry_path':
    '{problem, select, absolute {« {entry} » a un chemin absolu dans l’archive; chaque fichier doit se trouver à l’intérieur de l’archive.} parent_folder {« {entry} » sort de l’archive avec « .. ».} duplicate {L’archive contient « {entry} » en double.} other {Un fichier de l’archive a un nom inutilisable ({entry}).}}',
  'importFailure.missing_file': 'Il manque à l’archive le fichier {file}, dont cette importation a besoin.',
  'importFailure.invalid_json':
    '{line, select, none {{file} n’est pas du JSON valide.} other {{file} n’est pas du JSON valide : l’erreur est à la ligne {line}, colonne {column}{path, select, none {} other {, dans « {path} »}}.}}',
  'importFailure.invalid_head':
    '{problem, select, shop_mismatch {{file}{pricebook, select, none {} other { (liste de prix « {pricebook} »)}} est pour la boutique « {shop} », mais {expected_file}{expected_pricebook, select, none {} other { (liste de prix « {expected_pricebook} »)}} est pour la boutique « {expected_shop} »; une archive s’importe dans une seule boutique.} no_data_file {L’archive ne contient aucun fichier de données à importer.} other {{field, select, none {L’en-tête ou la liste d’articles de {file} n’est pas valide.} other {L’en-tête ou la liste d’articles de {file} n’est pas valide à « {field} »{others, plural, =0 {} one { (et # autre champ)} other { (et # autres champs)}}.}}}}',
  'importFailure.internal_error':
    'Un autre processus de la plateforme a pris en charge cette importation; rien n’a été appliqué ici, et c’est cet autre processus qui la termine.',
  'importFailure.attempts_exhausted':
    'La plateforme s’est arrêtée {attempts, plural, one {# fois} other {# fois}} pendant cette importation; rien n’a été appliqué. Vérifiez l’archive, puis lancez une nouvelle importation.',
};
