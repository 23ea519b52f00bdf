import type { EventMetadata, ReadModels } from '@verdant/platform';
import {
  type AccountProfileView,
  accountProfilesProjection,
} from '@verdant/projections/identity/account-profiles';

/** The names of the admins who caused the events, by account id: how a timeline says who did what. */
export async function adminNamesOf(
  readModels: ReadModels,
  events: readonly { metadata: EventMetadata }[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      events.flatMap(({ metadata: { actor } }) =>
        actor.role === 'admin' && actor.userId !== null ? [actor.userId] : [],
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const profiles = await readModels.collection<AccountProfileView>(accountProfilesProjection, 'profiles');
  const found = await profiles.find({ _id: { $in: ids } });
  return new Map(found.map((profile) => [profile._id, profile.fullName ?? profile.email ?? 'An admin']));
}
