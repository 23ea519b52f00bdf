import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SessionReader, signedInAccount } from '../identity/signed-in';
import { type TaxDocumentWanted, taxDocumentFile } from '../invoicing/tax-document-files';
import type { Shop } from '../shop';

export const NO_SUCH_DOCUMENT = 'No such document';

/** The part of a path naming a PDF: `{name}.pdf`, the name then an id as the shop writes ids. */
const pdfNamed = (segment: string): string | null => /^([\w-]{1,100})\.pdf$/.exec(segment)?.[1] ?? null;

/**
 * GET /documents/invoices/{orderId}.pdf and /documents/credit-notes/{orderId}/{creditNoteId}.pdf: an order's
 * tax invoice and credit notes as PDFs, for the customer the order is theirs (signed in to the shop) and the
 * back office. Anyone else, and an order without the document, gets the same 404, so ids reveal nothing.
 */
export async function taxDocumentsPlugin(
  app: FastifyInstance,
  shop: SessionReader & Pick<Shop, 'eventSourcing'>,
): Promise<void> {
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    orderId: string | null,
    wanted: TaxDocumentWanted | null,
  ) => {
    const file = orderId && wanted ? await taxDocumentFile(shop.eventSourcing, orderId, wanted) : null;
    const admin = file ? await signedInAccount(shop, request, reply, 'back-office') : null;
    const customer =
      file && !admin?.account.isAdmin ? await signedInAccount(shop, request, reply, 'storefront') : null;
    const allowed = admin?.account.isAdmin || (customer && customer.account.accountId === file?.customerId);
    if (!file || !allowed) return reply.code(404).send({ message: NO_SUCH_DOCUMENT });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(await file.render());
  };

  app.get<{ Params: { file: string } }>('/documents/invoices/:file', (request, reply) =>
    send(request, reply, pdfNamed(request.params.file), { kind: 'invoice' }),
  );

  app.get<{ Params: { orderId: string; file: string } }>(
    '/documents/credit-notes/:orderId/:file',
    (request, reply) => {
      const creditNoteId = pdfNamed(request.params.file);
      return send(
        request,
        reply,
        /^[\w-]{1,100}$/.test(request.params.orderId) ? request.params.orderId : null,
        creditNoteId ? { kind: 'credit-note', creditNoteId } : null,
      );
    },
  );
}
