import type { CallAnswer, CallDefinition } from "@isp/contracts/http/define-call";
import type { Language } from "@isp/contracts/languages";
import { useCallback, useEffect, useState } from "react";
import { type CallInput, type CallParts, callApi } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";

export type CallState<T> =
  | { status: "loading"; data: null }
  | { status: "ready"; data: T }
  | { status: "failed"; data: null; httpStatus: number };

/**
 * A self-care call made from the browser with the customer's token (the server knows no token), asked
 * again when its parts or the language change, and on `reload` (the error state's "Try again").
 */
export function useCall<Call extends CallDefinition>(
  call: Call,
  parts: CallParts<Call>,
): CallState<CallAnswer<Call>> & { reload: () => void } {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [state, setState] = useState<CallState<CallAnswer<Call>>>({ status: "loading", data: null });
  const [attempt, setAttempt] = useState(0);
  // The parts are compared by value: callers write them inline.
  const key = JSON.stringify(parts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `parts`, `attempt` asks again.
  useEffect(() => {
    let isCurrent = true;
    setState({ status: "loading", data: null });
    callApi(call, { ...parts, language } as CallInput<Call>).then(
      (data) => isCurrent && setState({ status: "ready", data }),
      (error: { status?: number }) =>
        isCurrent && setState({ status: "failed", data: null, httpStatus: error.status ?? 0 }),
    );
    return () => {
      isCurrent = false;
    };
  }, [call, key, language, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
