import type { Language } from "@isp/contracts/languages";
import {
  GATEWAY_TTL_MINUTES,
  GetPaymentOrderCall,
  KHQR_POLL_SECONDS,
  type PaymentOrder,
} from "@isp/contracts/payments/payment-orders";
import { useEffect, useState } from "react";
import { callApi } from "../../api/call-api";

/** Polls stop after a gateway's time on its page: the order has ended by then, one way or another. */
const MAX_POLLS = (GATEWAY_TTL_MINUTES * 60) / KHQR_POLL_SECONDS;

export type PolledOrder = {
  order: PaymentOrder | null;
  /** The status of the last failed answer (401: the token ended, 404: no such order); null otherwise. */
  failedStatus: number | null;
};

/**
 * A payment order asked about every few seconds while it is pending (the server asks the gateway each
 * time), from `first` or from nothing.
 */
export function usePolledOrder(
  orderId: string | null,
  token: string | undefined,
  language: Language,
  first: PaymentOrder | null = null,
): PolledOrder {
  const [state, setState] = useState<PolledOrder & { polls: number }>({
    order: first,
    failedStatus: null,
    polls: 0,
  });
  useEffect(() => {
    const { order, failedStatus, polls } = state;
    const isWaiting =
      order === null ? failedStatus === null || failedStatus === 0 : order.status === "pending";
    if (!orderId || !isWaiting || polls >= MAX_POLLS) return;
    const timer = window.setTimeout(
      () => {
        callApi(GetPaymentOrderCall, {
          params: { orderId },
          query: token ? { FirebaseToken: token } : {},
          language,
        }).then(
          ({ data }) => setState({ order: data, failedStatus: null, polls: polls + 1 }),
          // A missed answer (status 0) is asked again at the next tick; a refusal is final.
          (error: { status?: number }) =>
            setState((current) => ({ ...current, failedStatus: error.status ?? 0, polls: polls + 1 })),
        );
      },
      order === null && polls === 0 ? 0 : KHQR_POLL_SECONDS * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [state, orderId, token, language]);
  return { order: state.order, failedStatus: state.failedStatus };
}
