import type { PickupConfig } from '../../../shared/contract/pickup-config';
import { SETTING } from '../config/config-settings';
import type { PlatformDatabase } from '../db/database';
import type { SettingsRepository } from '../db/settings-repository';

/**
 * The pickup configuration, parsed once and kept until it changes. With thousands of stores the document
 * is large; re-parsing it on every options request would cost more than the search itself. A trigger
 * (migration 003) bumps `setting_revisions` on every write, so checking freshness is one tiny read.
 */
export class PickupConfigSource {
  private readonly readRevision;
  private cached: { revision: number; config: PickupConfig | undefined } | undefined;

  constructor(
    db: PlatformDatabase,
    private readonly settings: SettingsRepository,
  ) {
    this.readRevision = db.prepare('SELECT revision FROM setting_revisions WHERE name = ?').pluck();
  }

  /** The current configuration, or undefined when none was ever created. */
  current(): PickupConfig | undefined {
    const revision = (this.readRevision.get(SETTING.pickup) as number | undefined) ?? 0;
    if (this.cached?.revision !== revision) {
      this.cached = { revision, config: this.settings.get<PickupConfig>(SETTING.pickup) };
    }
    return this.cached.config;
  }
}
