// The host process's entry as a plain Node child process: the same serveHost and createDesktopHost that
// Electron's utilityProcess runs, with process.send / 'message' standing in for the parent port.
import {
  serveHost,
  type HostToMainMessage,
  type MainToHostMessage,
  type MessageEnd,
} from '../../../electron/shell/host-channel';
import { channelLogger, createDesktopHost } from '../../../electron/shell/host-process';

const end: MessageEnd<HostToMainMessage, MainToHostMessage> = {
  post: (message) => process.send?.(message),
  onMessage: (listener) => process.on('message', (message) => listener(message as MainToHostMessage)),
};
serveHost(
  end,
  (options) => createDesktopHost(options, channelLogger(end)),
  (code) => process.exit(code),
);
