import { containsIgnoringCase, type ReadModels } from '@verdant/platform';
import {
  type AccountProfileView,
  accountProfilesProjection,
} from '@verdant/projections/identity/account-profiles';
import { type AccountAddressesView, addressesProjection } from '@verdant/projections/identity/addresses';

const profilesReadModel = (readModels: ReadModels) =>
  readModels.collection<AccountProfileView>(accountProfilesProjection, 'profiles');

/** A customer's profile and addresses, and the back office's list of accounts. */
export class AccountQueries {
  constructor(private readonly readModels: ReadModels) {}

  /** The customer's own profile, or null when the read model has none. */
  async profileOf(accountId: string) {
    const profile = await (await profilesReadModel(this.readModels)).findOne({ _id: accountId });
    return (
      profile && {
        id: profile._id,
        email: profile.email,
        fullName: profile.fullName,
        phone: profile.phone,
        createdAt: profile.createdAt,
      }
    );
  }

  /** The customer's saved addresses, the default first, then in the order they were added. */
  async addressesOf(accountId: string) {
    const accounts = await this.readModels.collection<AccountAddressesView>(
      addressesProjection,
      'account_addresses',
    );
    const saved = (await accounts.findOne({ _id: accountId }))?.addresses ?? [];
    // A stable sort: after the default, the addresses keep the order they were added in.
    return saved
      .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
      .map(({ addressId, createdAt: _createdAt, ...address }) => ({ id: addressId, ...address }));
  }

  /** Every account with its role, newest first; the search looks in names, emails and phones. */
  async accountsForAdmin(search: string) {
    const text = containsIgnoringCase(search);
    const filter = search ? { $or: [{ fullName: text }, { email: text }, { phone: text }] } : {};
    const views = await (await profilesReadModel(this.readModels)).find(filter, { sort: { createdAt: -1 } });
    return views.map((view) => ({
      id: view._id,
      email: view.email,
      fullName: view.fullName,
      phone: view.phone,
      isAdmin: view.isAdmin,
      erased: view.erased,
      createdAt: view.createdAt,
    }));
  }
}
