import { useTranslation } from "../../i18n/use-translation";
import type { PayMyBillMessages } from "./pay-my-bill-messages.server";

/** The `payMyBill` namespace, added from the loader's messages the first time the screen renders. */
export function usePayMyBillTranslation(messages?: PayMyBillMessages) {
  const { i18n } = useTranslation();
  if (messages && !i18n.hasResourceBundle(i18n.language, "payMyBill")) {
    i18n.addResourceBundle(i18n.language, "payMyBill", messages);
  }
  return useTranslation("payMyBill");
}
