// Español (Estados Unidos): the desktop shell's words as a US workstation in Spanish shows them (menus in the
// words of Windows and macOS in Spanish).
import type { ShellMessageId } from './en-US';

export const esUS: Record<ShellMessageId, string> = {
  'menu.app.about': 'Acerca de {app}',
  'menu.app.quit': 'Salir de {app}',
  'menu.file': 'Archivo',
  'menu.file.quit': 'Salir',
  'menu.file.close': 'Cerrar ventana',
  'menu.edit': 'Editar',
  'menu.edit.undo': 'Deshacer',
  'menu.edit.redo': 'Rehacer',
  'menu.edit.cut': 'Cortar',
  'menu.edit.copy': 'Copiar',
  'menu.edit.paste': 'Pegar',
  'menu.edit.selectAll': 'Seleccionar todo',
  'menu.view': 'Ver',
  'menu.view.reload': 'Volver a cargar',
  'menu.view.forceReload': 'Forzar recarga',
  'menu.view.toggleDevTools': 'Herramientas de desarrollo',
  'menu.view.resetZoom': 'Tamaño real',
  'menu.view.zoomIn': 'Acercar',
  'menu.view.zoomOut': 'Alejar',
  'menu.view.toggleFullScreen': 'Pantalla completa',
  'menu.window': 'Ventana',
  'menu.window.minimize': 'Minimizar',
  'menu.window.zoom': 'Ampliar',
  'menu.window.close': 'Cerrar',
  'menu.help': 'Ayuda',
  'menu.help.about': 'Acerca de {app}',
  'about.title': 'Acerca de {app}',
  'about.message': '{app}, versión {version}',
  'dialog.ok': 'Aceptar',
  'startup.title': '{app} no pudo iniciar',
  'startup.runCommand': 'En la carpeta de la aplicación, ejecute:',
  'startup.copyCommandAndQuit': 'Copiar el comando y salir',
  'startup.quit': 'Salir',
  'startup.failed': 'Los servicios de la aplicación no iniciaron.',
  'startup.hostExited':
    'El proceso de servicios de la aplicación terminó durante el inicio (código de salida {exitCode}).',
  'startup.binding.abiMismatch.title': 'El módulo de base de datos se compiló para otro entorno de ejecución',
  'startup.binding.abiMismatch.message':
    'better-sqlite3 se compiló para NODE_MODULE_VERSION {builtFor}, pero este entorno de ejecución requiere NODE_MODULE_VERSION {needs}. Compílelo para Electron e inicie la aplicación de nuevo.',
  'startup.binding.loadFailed.title': 'No se pudo cargar el módulo de base de datos',
  'startup.binding.loadFailed.message':
    'El módulo compilado de better-sqlite3 no se cargó ({detail}). Compílelo para Electron e inicie la aplicación de nuevo.',
  'startup.binding.missingBuild.title':
    'El módulo de base de datos aún no tiene una compilación para Electron',
  'startup.binding.missingBuild.message':
    'No hay una compilación de better-sqlite3 para este Electron ({expected}). Compílelo e inicie la aplicación de nuevo.',
};
