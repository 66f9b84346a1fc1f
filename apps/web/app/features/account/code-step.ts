import type { CodeSent } from "@isp/contracts/identity/interaction";

/**
 * After a code was sent, the page moves to its code step by a redirect to its own address with the
 * sent code's reference in the query (`?verification=…&channel=sms&to=…`): a reload or the back
 * button shows the same step again instead of posting the first form twice. The password typed in the
 * first step is never put there, nor the login (addresses end up in logs); only the masked destination.
 */
export type CodeStep = CodeSent;

const PARAMS = { verificationId: "verification", channel: "channel", destination: "to" } as const;

// What CodeEntrySchema accepts as a verification id, and a bound on the masked address shown.
const MAX_VERIFICATION_ID = 64;
const MAX_DESTINATION = 254;

/** The query of the code step for a code that was sent. */
export function codeStepSearch(sent: CodeSent): string {
  return new URLSearchParams({
    [PARAMS.verificationId]: sent.verificationId,
    [PARAMS.channel]: sent.channel,
    [PARAMS.destination]: sent.destination,
  }).toString();
}

/** The code step a query asks for, or null (the first step) when it names none or is malformed. */
export function parseCodeStep(search: URLSearchParams): CodeStep | null {
  const verificationId = search.get(PARAMS.verificationId) ?? "";
  const channel = search.get(PARAMS.channel);
  const destination = search.get(PARAMS.destination) ?? "";
  if (verificationId.length === 0 || verificationId.length > MAX_VERIFICATION_ID) return null;
  if (channel !== "email" && channel !== "sms") return null;
  if (destination.length === 0 || destination.length > MAX_DESTINATION) return null;
  return { verificationId, channel, destination };
}
