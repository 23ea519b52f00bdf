import { z } from 'zod';
import { GSTIN_INVALID, isValidGstin, normalGstin, stateOfGstin } from './gstin';
import { gstStateOfCode } from './indian-states';

export const GSTIN_NOT_OF_STATE = 'This GSTIN is registered in another state than the one chosen';
export const SHOP_TAX_DETAILS_MISSING =
  "The shop's tax details (legal name, GSTIN, registered address and state) must be set in Settings before an invoice is issued";

/** The shop's registration, as admin Settings keep it and every invoice copies it. */
export const shopTaxDetailsSchema = z
  .object({
    legalName: z.string().trim().min(1, 'Please enter the legal name').max(200),
    gstin: z.string().transform(normalGstin).refine(isValidGstin, GSTIN_INVALID),
    /** The registered address, line by line. */
    address: z.array(z.string().trim().min(1)).min(1, 'Please enter the registered address').max(6),
    stateCode: z.string().refine((code) => gstStateOfCode(code) !== null, 'Please choose a state'),
  })
  .refine((details) => stateOfGstin(details.gstin)?.code === details.stateCode, {
    message: GSTIN_NOT_OF_STATE,
    path: ['gstin'],
  });
export type ShopTaxDetails = z.infer<typeof shopTaxDetailsSchema>;
