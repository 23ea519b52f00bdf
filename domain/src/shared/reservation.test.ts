import { describe, it } from 'vitest';
import { type ReservationEvent, reservationDecider } from './reservation';
import { deciderSpecification } from './testing/decider-specification';

const spec = deciderSpecification(reservationDecider('That slug is taken', 'slug'));
const claim = { scope: 'category-slug', value: 'cactus' };
const reservedByA: ReservationEvent = { type: 'ValueReserved', data: { ...claim, ownerId: 'a' } };
const releasedByA: ReservationEvent = { type: 'ValueReleased', data: { ...claim, ownerId: 'a' } };

describe('reservation of a unique value', () => {
  it('reserves a free value for its owner', () => {
    spec
      .given([])
      .when({ type: 'Reserve', data: { ...claim, ownerId: 'a' } })
      .thenEvents([reservedByA]);
  });

  it('refuses a value another owner holds, with the message for the field', () => {
    spec
      .given([reservedByA])
      .when({ type: 'Reserve', data: { ...claim, ownerId: 'b' } })
      .thenRefused('conflict', 'That slug is taken', { slug: 'That slug is taken' });
  });

  it('treats reserving again for the same owner as done already', () => {
    spec
      .given([reservedByA])
      .when({ type: 'Reserve', data: { ...claim, ownerId: 'a' } })
      .thenNothingHappens();
  });

  it('lets another owner reserve a released value', () => {
    spec
      .given([reservedByA, releasedByA])
      .when({ type: 'Reserve', data: { ...claim, ownerId: 'b' } })
      .thenEvents([{ type: 'ValueReserved', data: { ...claim, ownerId: 'b' } }]);
  });

  it('releases only for the owner that holds it', () => {
    spec
      .given([reservedByA])
      .when({ type: 'Release', data: { ...claim, ownerId: 'b' } })
      .thenNothingHappens();
    spec
      .given([reservedByA])
      .when({ type: 'Release', data: { ...claim, ownerId: 'a' } })
      .thenEvents([releasedByA]);
  });
});
