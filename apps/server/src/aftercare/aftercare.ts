import type { EventSourcing, FileStorage, ReadModels } from '@verdant/platform';
import { ClaimCommands } from './claim-commands';
import { ClaimPhotos } from './claim-photos';
import { ClaimQueries } from './claim-queries';
import { ReturnCommands } from './return-commands';
import { ReturnQueries } from './return-queries';

/** After the sale: the 7-day guarantee's claims, their photos, returns, and what both sides read of them. */
export interface Aftercare {
  claims: ClaimCommands;
  photos: ClaimPhotos;
  returns: ReturnCommands;
  queries: { claims: ClaimQueries; returns: ReturnQueries };
}

export function openAftercare(
  eventSourcing: EventSourcing,
  readModels: ReadModels,
  photoStorage: FileStorage,
  identitySecret: string,
): Aftercare {
  const photos = new ClaimPhotos(photoStorage, identitySecret);
  return {
    claims: new ClaimCommands(eventSourcing, photos),
    photos,
    returns: new ReturnCommands(eventSourcing),
    queries: {
      claims: new ClaimQueries(eventSourcing, readModels),
      returns: new ReturnQueries(eventSourcing, readModels),
    },
  };
}
