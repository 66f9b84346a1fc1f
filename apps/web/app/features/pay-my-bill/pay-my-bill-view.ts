import type { SelfCareMessages } from "../self-care/self-care-messages.server";
import type { PayMyBillMessages } from "./pay-my-bill-messages.server";

/**
 * /pay_my_bill: everything happens in the browser (a captcha, a code, the payer's invoices); the
 * loader sends the messages, with self-care's for the shared loading and error states.
 */
export type PayMyBillView = {
  kind: "pay-my-bill";
  messages: PayMyBillMessages;
  selfCareMessages: SelfCareMessages;
};
