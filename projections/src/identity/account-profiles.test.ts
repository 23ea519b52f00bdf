import type { AccountEvent } from '@verdant/domain/identity/account';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { type AccountProfileView, accountProfilesProjection } from './account-profiles';
import {
  accountErased,
  adminGranted,
  adminRevoked,
  asha,
  ravi,
  registered,
  registeredWithKeyDeleted,
} from './account-test-events';

const spec = projectionSpecification(accountProfilesProjection);

const ashaProfile: AccountProfileView = {
  _id: 'a-1',
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  phone: '9876543210',
  isAdmin: false,
  erased: false,
  createdAt: recordedAt(0),
  updatedAt: recordedAt(0),
};
const erasedAshaProfile = (updatedAt: string): AccountProfileView => ({
  ...ashaProfile,
  email: null,
  fullName: null,
  phone: null,
  erased: true,
  updatedAt,
});
const ashaRenamed: AccountEvent = {
  type: 'ProfileUpdated',
  data: { accountId: 'a-1', fullName: 'Asha R. Rao', phone: '9000000001' },
};

describe('account profiles read model', () => {
  it('lists a registered account without its password hash', async () => {
    await spec.given([registered(asha)]).thenReadModel({ profiles: [ashaProfile] });
  });

  it('shows the updated name and phone, keeping the email and the registration time', async () => {
    await spec.given([registered(asha), ashaRenamed]).thenReadModel({
      profiles: [{ ...ashaProfile, fullName: 'Asha R. Rao', phone: '9000000001', updatedAt: recordedAt(1) }],
    });
  });

  it('marks an account as admin when the role is granted', async () => {
    await spec.given([registered(asha), adminGranted('a-1')]).thenReadModel({
      profiles: [{ ...ashaProfile, isAdmin: true, updatedAt: recordedAt(1) }],
    });
  });

  it('follows the admin role through grant, revoke and grant again', async () => {
    await spec
      .given([registered(asha), adminGranted('a-1'), adminRevoked('a-1')])
      .thenReadModel({ profiles: [{ ...ashaProfile, isAdmin: false, updatedAt: recordedAt(2) }] });
    await spec
      .given([registered(asha), adminGranted('a-1'), adminRevoked('a-1'), adminGranted('a-1')])
      .thenReadModel({ profiles: [{ ...ashaProfile, isAdmin: true, updatedAt: recordedAt(3) }] });
  });

  it('keeps an erased account listed without personal data or the admin role, leaving others alone', async () => {
    await spec
      .given([registered(asha), registered(ravi), ashaRenamed, adminGranted('a-1'), accountErased('a-1')])
      .thenReadModel({
        profiles: [
          erasedAshaProfile(recordedAt(4)),
          {
            _id: 'a-2',
            email: 'ravi@example.com',
            fullName: 'Ravi Kumar',
            phone: '9123456780',
            isAdmin: false,
            erased: false,
            createdAt: recordedAt(1),
            updatedAt: recordedAt(1),
          },
        ],
      });
  });

  it('rebuilds the same erased profile when the history reads as erased', async () => {
    const renamedWithKeyDeleted: AccountEvent = {
      type: 'ProfileUpdated',
      data: { accountId: 'a-1', fullName: null, phone: null },
    };
    await spec
      .given([
        registeredWithKeyDeleted('a-1'),
        renamedWithKeyDeleted,
        adminGranted('a-1'),
        accountErased('a-1'),
      ])
      .thenReadModel({ profiles: [erasedAshaProfile(recordedAt(3))] });
  });

  it('stores unreadable personal data as null while the erasure is still being recorded', async () => {
    await spec.given([registeredWithKeyDeleted('a-1')]).thenReadModel({
      profiles: [{ ...ashaProfile, email: null, fullName: null, phone: null }],
    });
  });
});
