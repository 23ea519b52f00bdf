/** How a gateway's payment dialog ended: paid, with the gateway's signed proof, or closed unpaid. */
export type DialogOutcome = { paid: true; gatewayPaymentId: string; signature: string } | { paid: false };
