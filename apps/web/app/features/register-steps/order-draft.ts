import { brand } from "@isp/brand";
import type { OrderPeriod } from "@isp/contracts/orders/order-price";
import { useCallback, useEffect, useState } from "react";
import type { Buyer } from "./register-steps-view";

/**
 * What the visitor chose so far. It lives in this browser's local storage, so it survives reloads,
 * back and forward, and the round trip through sign-in or registration (another page of the site).
 */
export type OrderDraft = {
  buyer: Buyer;
  planCode: string | null;
  periodMonths: OrderPeriod;
  addonPlanCodes: string[];
  /** The last coverage check's answer; the order itself is checked again by the server. */
  isCovered: boolean | null;
  locationId: number | null;
};

const DRAFT_KEY = `${brand.id}.orderDraft`;

export function emptyDraft(preselectedPlanCode: string | null, buyer: Buyer): OrderDraft {
  return {
    buyer,
    planCode: preselectedPlanCode,
    periodMonths: 12,
    addonPlanCodes: [],
    isCovered: null,
    locationId: null,
  };
}

function readDraft(): Partial<OrderDraft> | null {
  try {
    const stored = window.localStorage.getItem(DRAFT_KEY);
    return stored ? (JSON.parse(stored) as Partial<OrderDraft>) : null;
  } catch {
    return null;
  }
}

function writeDraft(draft: OrderDraft) {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Without storage the draft lasts as long as the page.
  }
}

/** The draft, read from storage once the page runs in the browser, and a setter that keeps it there. */
export function useOrderDraft(initial: OrderDraft) {
  const [draft, setDraft] = useState(initial);
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    const stored = readDraft();
    // A plan chosen on a page just now wins over an older draft's, and is kept at once: the visitor
    // may go straight to sign-in.
    const chosen = initial.planCode ? { planCode: initial.planCode, buyer: initial.buyer } : {};
    const next = { ...initial, ...stored, ...chosen };
    setDraft(next);
    if (initial.planCode) writeDraft(next);
    setIsLoaded(true);
  }, [initial]);
  const update = useCallback((patch: Partial<OrderDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      writeDraft(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing kept.
    }
  }, []);
  return { draft, update, clear, isLoaded };
}
