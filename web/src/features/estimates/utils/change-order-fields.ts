import {
  todayLocalDateString,
  type ChangeOrder,
  type ChangeOrderPayload,
  type ChangeOrderStatus,
} from '@reno/domain';

/** The change order form's inputs, as the inputs hold them. */
export interface ChangeOrderFormFields {
  title: string;
  description: string;
  amount: string;
  date: string;
  /** Not an input: approve and reject set it; an edit keeps it. */
  status: ChangeOrderStatus;
}

/** A new change order starts pending, dated today. */
export function changeOrderToFields(order: ChangeOrder | null): ChangeOrderFormFields {
  return order
    ? {
        title: order.title,
        description: order.description ?? '',
        amount: order.amount,
        date: order.date,
        status: order.status,
      }
    : { title: '', description: '', amount: '', date: todayLocalDateString(), status: 'pending' };
}

/** The stored change order with another status, as PUT takes it. */
export function withStatus(order: ChangeOrder, status: ChangeOrderStatus): ChangeOrderPayload {
  return {
    title: order.title,
    description: order.description,
    amount: order.amount,
    date: order.date,
    status,
  };
}
