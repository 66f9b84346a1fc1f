import type { GatewayStatus } from "../gateway";

/**
 * PayWay's payment_status_code [C §1.5]: 0 approved (or pre-authorised), 2 pending, 3 declined,
 * 4 refunded, 7 cancelled. A code it may add later is read as pending, so only a status check that
 * says approved ever settles a payment [I].
 */
export function statusOfCode(code: number): GatewayStatus {
  switch (code) {
    case 0:
      return "approved";
    case 3:
      return "declined";
    case 4:
      return "refunded";
    case 7:
      return "cancelled";
    default:
      return "pending";
  }
}
