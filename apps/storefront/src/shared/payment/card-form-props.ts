/** Every card form pays one order, for the order's total (in paise). */
export interface CardFormProps {
  orderId: string;
  total: number;
}
