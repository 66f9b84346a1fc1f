import { vatOn } from "../billing/vat";

/** Spec §3: subscription periods 6 and 12 months, or "Other" (-1, month to month). */
export const ORDER_PERIODS = [6, 12, -1] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];

/** What a priced line needs: its fees in cents before VAT, and whether a 12-month contract waives it. */
export type PricedItem = {
  code: string;
  monthlyFeeCents: number;
  oneOffFeeCents: number;
  isInstallation: boolean;
};

export type OrderPrice = {
  /** Every month, before VAT. */
  monthlyCents: number;
  /** Once, before VAT (equipment, installation unless waived). */
  oneOffCents: number;
  /** Whether a 12-month contract waived the installation. */
  isInstallationWaived: boolean;
  /** The first payment: the first month and the one-off fees, VAT included. */
  firstPaymentCents: number;
  firstPaymentVatCents: number;
};

/**
 * The price of an order: the plan and add-ons monthly, equipment and installation once; a 12-month
 * contract waives the installation (docs/decisions.md "Order prices"). The browser shows it live and the
 * server charges it, both from the catalog's fees.
 */
export function priceOrder(items: readonly PricedItem[], periodMonths: OrderPeriod): OrderPrice {
  const isInstallationWaived = periodMonths === 12 && items.some((item) => item.isInstallation);
  const monthlyCents = items.reduce((sum, item) => sum + item.monthlyFeeCents, 0);
  const oneOffCents = items.reduce(
    (sum, item) => sum + (item.isInstallation && isInstallationWaived ? 0 : item.oneOffFeeCents),
    0,
  );
  const net = monthlyCents + oneOffCents;
  const firstPaymentVatCents = vatOn(net);
  return {
    monthlyCents,
    oneOffCents,
    isInstallationWaived,
    firstPaymentCents: net + firstPaymentVatCents,
    firstPaymentVatCents,
  };
}
