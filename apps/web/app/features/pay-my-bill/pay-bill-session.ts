/**
 * Who is paying, kept in this tab: the CID and, without an account, the token of the code (it ends
 * within half an hour, as the server says), so the payer can go to a gateway's page and come back to
 * the result, try again or pay another bill without a new code. Closing the tab forgets it.
 */
export type PayBillSession = { cid: string; token?: string };

const KEY = "payMyBill";

export function savePayBillSession(session: PayBillSession): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode): the result page then asks the payer to sign in or start again.
  }
}

export function readPayBillSession(): PayBillSession | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (
      typeof stored !== "object" ||
      stored === null ||
      !("cid" in stored) ||
      typeof stored.cid !== "string"
    ) {
      return null;
    }
    const token = "token" in stored && typeof stored.token === "string" ? stored.token : undefined;
    return { cid: stored.cid, ...(token ? { token } : {}) };
  } catch {
    return null;
  }
}

export function clearPayBillSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
