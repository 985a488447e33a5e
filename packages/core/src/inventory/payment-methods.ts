/** POS payment methods and the label a receipt and a goods out carry. */
export const PAYMENT_METHODS = { cash: 'Tunai', transfer: 'Transfer', qris: 'QRIS' } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
