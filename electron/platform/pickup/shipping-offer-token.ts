import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { SettingsRepository } from '../db/settings-repository';
import { normalizeBag, type BagLine } from './bag';

/** Name of the settings row holding the signing secret (generated on first use, never rotated). */
export const OFFER_TOKEN_SECRET_SETTING = 'shipping_offer_token_secret';

const VERSION = 'v1';

/** What a shipping offer token promises: this store, for exactly this bag. */
export interface ShippingOffer {
  store_id: string;
  bag: BagLine[];
}

const OfferPayloadSchema = z.object({
  store_id: z.string().min(1),
  bag: z.array(z.object({ product_id: z.string().min(1), quantity: z.int().min(1) })).min(1),
});

/**
 * Signs and verifies shipping offer tokens: `v1.<base64url JSON payload>.<base64url HMAC-SHA256>`.
 * The payload is readable but any change to it (or a token signed with another key) fails verification.
 * Pickup offers carry no expiry: the contract says they never expire.
 */
export class ShippingOfferTokens {
  private constructor(private readonly secret: Buffer) {}

  /**
   * Uses the platform's secret, creating it (32 random bytes) the first time; processes that start together
   * on a new database all use the one stored first, so each verifies the tokens the others signed.
   */
  static fromSettings(settings: SettingsRepository): ShippingOfferTokens {
    const secret = settings.getOrCreate(OFFER_TOKEN_SECRET_SETTING, () => randomBytes(32).toString('base64'));
    return new ShippingOfferTokens(Buffer.from(secret, 'base64'));
  }

  sign(offer: ShippingOffer): string {
    return this.signerFor(offer.bag)(offer.store_id);
  }

  /** Signs offers of one bag at many stores; the bag is normalised and written once. */
  signerFor(bag: readonly BagLine[]): (storeId: string) => string {
    const bagJson = JSON.stringify(normalizeBag(bag));
    return (storeId) => {
      // Same text as JSON.stringify({store_id, bag}).
      const payload = Buffer.from(
        `{"store_id":${JSON.stringify(storeId)},"bag":${bagJson}}`,
        'utf8',
      ).toString('base64url');
      return `${VERSION}.${payload}.${this.mac(payload)}`;
    };
  }

  /** The offer when the token is intact and was signed here; undefined for anything forged or altered. */
  verify(token: string): ShippingOffer | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION) return undefined;
    const [, payload = '', signature = ''] = parts;
    const expected = Buffer.from(this.mac(payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    // base64url decoding ignores stray characters, so also compare the text form exactly.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (given.toString('base64url') !== signature) return undefined;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    const parsed = OfferPayloadSchema.safeParse(decoded);
    return parsed.success ? parsed.data : undefined;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(`${VERSION}.${payload}`).digest('base64url');
  }
}
