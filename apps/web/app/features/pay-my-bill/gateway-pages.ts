import type { CardGateway } from "@isp/contracts/payments/payment-orders";

/** Spec §2's page that sends the payer to each gateway (`/online_payment/…`), by route id. */
export const CHECKOUT_ROUTES: Record<string, CardGateway> = {
  ababank: "aba",
  pay88: "pay88",
  wing: "wing",
  wingWebSdk: "wingwebsdk",
};

/** The path of a gateway's checkout page for an order. */
export function checkoutPathOf(gateway: CardGateway, orderId: string): string {
  const page = Object.entries(CHECKOUT_ROUTES).find(([, value]) => value === gateway)?.[0] ?? gateway;
  return `/online_payment/${page}?${new URLSearchParams({ orderId })}`;
}
