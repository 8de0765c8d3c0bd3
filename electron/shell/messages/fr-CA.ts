// Français (Canada): the desktop shell's words as a Québec workstation shows them (menus in the words of
// Windows and macOS in French).
import type { ShellMessageId } from './en-US';

export const frCA: Record<ShellMessageId, string> = {
  'menu.app.about': 'À propos d’{app}',
  'menu.app.quit': 'Quitter {app}',
  'menu.file': 'Fichier',
  'menu.file.quit': 'Quitter',
  'menu.file.close': 'Fermer la fenêtre',
  'menu.edit': 'Édition',
  'menu.edit.undo': 'Annuler',
  'menu.edit.redo': 'Rétablir',
  'menu.edit.cut': 'Couper',
  'menu.edit.copy': 'Copier',
  'menu.edit.paste': 'Coller',
  'menu.edit.selectAll': 'Tout sélectionner',
  'menu.view': 'Affichage',
  'menu.view.reload': 'Recharger',
  'menu.view.forceReload': 'Forcer le rechargement',
  'menu.view.toggleDevTools': 'Outils de développement',
  'menu.view.resetZoom': 'Taille réelle',
  'menu.view.zoomIn': 'Zoom avant',
  'menu.view.zoomOut': 'Zoom arrière',
  'menu.view.toggleFullScreen': 'Plein écran',
  'menu.window': 'Fenêtre',
  'menu.window.minimize': 'Réduire',
  'menu.window.zoom': 'Agrandir',
  'menu.window.close': 'Fermer',
  'menu.help': 'Aide',
  'menu.help.about': 'À propos d’{app}',
  'about.title': 'À propos d’{app}',
  'about.message': '{app}, version {version}',
  'dialog.ok': 'OK',
  'startup.title': '{app} n’a pas pu démarrer',
  'startup.runCommand': 'Dans le dossier de l’application, exécutez :',
  'startup.copyCommandAndQuit': 'Copier la commande et quitter',
  'startup.quit': 'Quitter',
  'startup.failed': 'Les services de l’application n’ont pas démarré.',
  'startup.hostExited':
    'Le processus des services de l’application s’est arrêté pendant le démarrage (code de sortie {exitCode}).',
  'startup.binding.abiMismatch.title':
    'Le module de base de données a été compilé pour un autre environnement d’exécution',
  'startup.binding.abiMismatch.message':
    'better-sqlite3 a été compilé pour NODE_MODULE_VERSION {builtFor}, mais cet environnement d’exécution exige NODE_MODULE_VERSION {needs}. Compilez-le pour Electron, puis redémarrez l’application.',
  'startup.binding.loadFailed.title': 'Le module de base de données n’a pas pu être chargé',
  'startup.binding.loadFailed.message':
    'Le module compilé de better-sqlite3 ne s’est pas chargé ({detail}). Compilez-le pour Electron, puis redémarrez l’application.',
  'startup.binding.missingBuild.title':
    'Le module de base de données n’a pas encore de version compilée pour Electron',
  'startup.binding.missingBuild.message':
    'Aucune version de better-sqlite3 n’est compilée pour cet Electron ({expected}). Compilez-la, puis redémarrez l’application.',
};
