import { createHmac } from 'node:crypto';
import type { FileStorage } from '@verdant/platform';

const OWNER_TAG_LENGTH = 24;

/**
 * Customers' photos of their claims. Each is stored under a name that starts with a tag of its owner (a
 * keyed hash of the customer's id: it says whose the photo is without saying who), so that a claim can only
 * name the customer's own uploads and a photo is served only to them and to the back office.
 */
export class ClaimPhotos {
  constructor(
    private readonly storage: FileStorage,
    private readonly secret: string,
  ) {}

  #ownerTag(customerId: string): string {
    return createHmac('sha256', this.secret)
      .update(`claim-photos:${customerId}`)
      .digest('hex')
      .slice(0, OWNER_TAG_LENGTH);
  }

  save(customerId: string, bytes: Buffer, extension: string): Promise<string> {
    return this.storage.save(bytes, extension, this.#ownerTag(customerId));
  }

  /** Whether the stored photo is this customer's. */
  belongsTo(name: string, customerId: string): boolean {
    return name.startsWith(`${this.#ownerTag(customerId)}-`);
  }

  /** Whether the customer uploaded a photo of that name, and it is still stored. */
  async isStoredFor(name: string, customerId: string): Promise<boolean> {
    return this.belongsTo(name, customerId) && (await this.storage.has(name));
  }

  read(name: string): Promise<Buffer | null> {
    return this.storage.read(name);
  }

  /** Deletes every photo the customer uploaded: their erasure leaves none behind. */
  forgetPhotosOf(customerId: string): Promise<number> {
    return this.storage.deleteAllWithPrefix(this.#ownerTag(customerId));
  }
}
