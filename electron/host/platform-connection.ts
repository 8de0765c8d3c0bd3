// Which platform this workstation talks to, and the embedded one's lifetime: a URL given on the command
// line for this launch wins, else the workstation's setting; `embedded` starts the shipped platform.
import type { WorkstationSettingsService } from '../services/settings/settings-service';
import type { PlatformSetting } from '../services/settings/workstation-settings';
import type { EmbeddedPlatform } from './embedded-platform';

export type StartEmbeddedPlatform = (
  appDataDir: string,
  log: (message: string) => void,
) => Promise<EmbeddedPlatform>;

export class PlatformConnection {
  private embedded: EmbeddedPlatform | undefined;
  private current: PlatformSetting;
  private baseUrl: string | null = null;

  constructor(
    private readonly settings: WorkstationSettingsService,
    private readonly appDataDir: string,
    private readonly log: (message: string) => void,
    /** `--platform-url` of this launch: used instead of the setting until the user picks another platform. */
    override: string | undefined,
    private readonly startEmbedded: StartEmbeddedPlatform = startEmbeddedPlatformLazily,
  ) {
    this.current = override ? { mode: 'url', url: override.replace(/\/+$/, '') } : settings.read().platform;
  }

  get mode(): PlatformSetting['mode'] {
    return this.current.mode;
  }

  /** The base URL in use; null until start() (the embedded platform's port is known only then). */
  get url(): string | null {
    return this.baseUrl;
  }

  /** Which platform issued a token: tokens of the embedded platform survive its port changing. */
  get identity(): string {
    return this.current.mode === 'embedded' ? 'embedded' : this.current.url;
  }

  /** Starts the embedded platform when it is the one in use; returns the base URL. */
  async start(): Promise<string> {
    if (this.current.mode === 'url') {
      await this.stopEmbedded();
      this.baseUrl = this.current.url;
      return this.baseUrl;
    }
    this.embedded ??= await this.startEmbedded(this.appDataDir, this.log);
    this.baseUrl = this.embedded.url;
    return this.baseUrl;
  }

  /** Switches platform (remembered in the settings) and starts it. */
  async switchTo(setting: PlatformSetting): Promise<string> {
    this.settings.update({ platform: setting });
    this.current = this.settings.read().platform;
    return this.start();
  }

  async close(): Promise<void> {
    await this.stopEmbedded();
  }

  private async stopEmbedded(): Promise<void> {
    const running = this.embedded;
    this.embedded = undefined;
    if (running) await running.close();
  }
}

/** The platform's code (fastify, the import pipeline...) is loaded only by workstations that run it. */
const startEmbeddedPlatformLazily: StartEmbeddedPlatform = async (appDataDir, log) => {
  const { startEmbeddedPlatform } = await import('./embedded-platform');
  return startEmbeddedPlatform(appDataDir, log);
};
