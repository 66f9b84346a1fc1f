import { createContext, useContext } from "react";

/**
 * The answer's script nonce while rendering on the server (entry.server.tsx). Empty in the browser:
 * scripts there are already running, and browsers hide nonces from the page anyway.
 */
export const CspNonceContext = createContext("");

export function useCspNonce(): string {
  return useContext(CspNonceContext);
}
