import type { Collection, DocumentWrite, IndexSpec, StoredDocument } from '../read-store/read-store';
import type { DomainEventShape } from '../serialization/event-codec';
import type { ProjectedEvent, Projection } from './projection';

/** A collection kept as a function of each document, such as the public subset of a private one. */
export interface DerivedView<Document extends StoredDocument> {
  indexes?: readonly IndexSpec[];
  /** The view of the document, or null to keep it out of the view. Pure. */
  of(document: Document): StoredDocument | null;
}

/** The events of a union with one of the given types. */
export type EventOfType<Event extends DomainEventShape, Type extends Event['type']> = Extract<
  Event,
  { type: Type }
>;

export interface DocumentProjectionDefinition<
  Event extends DomainEventShape,
  Document extends StoredDocument,
  Handled extends Event['type'] = Event['type'],
> {
  name: string;
  version: number;
  /** Logical name of the collection holding the documents. */
  collection: string;
  indexes?: readonly IndexSpec[];
  /** The only events the projection is given; the others never reach `documentId` or `evolve`. */
  handles: readonly Handled[];
  /** The `_id` of the document an event changes, or the ids when it changes several. */
  documentId(event: ProjectedEvent<EventOfType<Event, Handled>>): string | readonly string[];
  /**
   * The document after the event; null while it does not exist, and null to delete it. Pure: the same
   * document and event always give the same result, which is what makes a rebuild give the same read model.
   */
  evolve(
    document: Document | null,
    event: ProjectedEvent<EventOfType<Event, Handled>>,
    documentId: string,
  ): Document | null;
  /** Collections derived from the documents, by logical name; rewritten whenever a document is touched. */
  views?: Readonly<Record<string, DerivedView<Document>>>;
}

/**
 * Position of the last event applied to a stored document. An event at or below it is skipped when it is
 * delivered again, which makes every document projection replay-safe, counters and lists included.
 */
export type Tracked<Document extends StoredDocument> = Document & { appliedPosition: number };

/** Ids per `$in` lookup: large rebuild batches are read in a few round trips, never one per document. */
const IDS_PER_LOOKUP = 500;

interface DocumentState<Document> {
  document: Document | null;
  appliedPosition: number;
  existed: boolean;
  changed: boolean;
}

/**
 * A read model of documents, each folded from the events that name it. The definition says which events
 * it handles, which document each changes and how (`evolve`); this does the rest: reading the documents a
 * batch touches in one lookup, skipping events a document has already applied, and writing each changed
 * document once per batch (deleting those that evolve to null).
 */
export function documentProjection<
  Event extends DomainEventShape,
  Document extends StoredDocument,
  Handled extends Event['type'] = Event['type'],
>(definition: DocumentProjectionDefinition<Event, Document, Handled>): Projection<Event> {
  type HandledEvent = ProjectedEvent<EventOfType<Event, Handled>>;
  const views = Object.entries(definition.views ?? {});
  const handled = new Set<string>(definition.handles);
  const isHandled = (event: ProjectedEvent<Event>): event is HandledEvent => handled.has(event.type);
  const idsOf = (event: HandledEvent): readonly string[] => {
    const ids = definition.documentId(event);
    return typeof ids === 'string' ? [ids] : ids;
  };

  return {
    name: definition.name,
    version: definition.version,
    handles: definition.handles,
    collections: {
      [definition.collection]: definition.indexes ?? [],
      ...Object.fromEntries(views.map(([name, view]) => [name, view.indexes ?? []])),
    },
    async apply(delivered, collections) {
      const events = delivered.filter(isHandled);
      if (events.length === 0) return;
      const documents = collections.collection<Tracked<Document>>(definition.collection);
      const ids = [...new Set(events.flatMap(idsOf))];
      const states = await loadStates(documents, ids);
      for (const event of events) {
        const position = Number(event.position);
        for (const id of idsOf(event)) {
          const state = states.get(id)!;
          if (state.appliedPosition >= position) continue;
          state.document = definition.evolve(state.document, event, id);
          state.appliedPosition = position;
          state.changed = true;
        }
      }
      await documents.writeBatch(changedDocuments(states));
      // Every touched document's views, changed or not: a crash may have come between the two writes.
      for (const [name, view] of views) {
        await collections.collection(name).writeBatch(viewsOf(states, view));
      }
    },
  };
}

async function loadStates<Document extends StoredDocument>(
  documents: Collection<Tracked<Document>>,
  ids: readonly string[],
): Promise<Map<string, DocumentState<Document>>> {
  const states = new Map<string, DocumentState<Document>>();
  for (let start = 0; start < ids.length; start += IDS_PER_LOOKUP) {
    const chunk = ids.slice(start, start + IDS_PER_LOOKUP);
    for (const stored of await documents.find({ _id: { $in: chunk } })) {
      const { appliedPosition, ...document } = stored;
      states.set(stored._id, {
        document: document as unknown as Document,
        appliedPosition,
        existed: true,
        changed: false,
      });
    }
  }
  for (const id of ids) {
    if (!states.has(id))
      states.set(id, { document: null, appliedPosition: 0, existed: false, changed: false });
  }
  return states;
}

function changedDocuments<Document extends StoredDocument>(
  states: ReadonlyMap<string, DocumentState<Document>>,
): DocumentWrite<Tracked<Document>>[] {
  const writes: DocumentWrite<Tracked<Document>>[] = [];
  for (const [id, { document, appliedPosition, existed, changed }] of states) {
    if (!changed) continue;
    if (document) writes.push({ replace: { ...document, _id: id, appliedPosition } });
    else if (existed) writes.push({ delete: id });
  }
  return writes;
}

function viewsOf<Document extends StoredDocument>(
  states: ReadonlyMap<string, DocumentState<Document>>,
  view: DerivedView<Document>,
): DocumentWrite[] {
  const writes: DocumentWrite[] = [];
  for (const [id, { document }] of states) {
    const shown = document && view.of(document);
    writes.push(shown ? { replace: { ...shown, _id: id } } : { delete: id });
  }
  return writes;
}
