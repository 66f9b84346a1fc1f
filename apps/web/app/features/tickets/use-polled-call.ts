import type { CallAnswer, CallDefinition } from "@isp/contracts/http/define-call";
import type { Language } from "@isp/contracts/languages";
import { useCallback, useEffect, useState } from "react";
import { type CallInput, type CallParts, callApi } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";
import type { CallState } from "../self-care/use-call";

/**
 * A call asked again every `intervalMs` while `shouldPoll` holds for its answer and the page is
 * visible (a hidden tab asks nothing; it asks at once when shown again). The last answer stays on
 * screen while the next is on its way, and when one fails: a missed refresh is not an error page.
 */
export function usePolledCall<Call extends CallDefinition>(
  call: Call,
  parts: CallParts<Call>,
  { intervalMs, shouldPoll }: { intervalMs: number; shouldPoll: (answer: CallAnswer<Call>) => boolean },
): CallState<CallAnswer<Call>> & { reload: () => void } {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [state, setState] = useState<CallState<CallAnswer<Call>>>({ status: "loading", data: null });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(parts);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `parts`, `attempt` asks again.
  useEffect(() => {
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: CallAnswer<Call> | null = null;
    const ask = (isFirst: boolean) => {
      clearTimeout(timer);
      callApi(call, { ...parts, language } as CallInput<Call>).then(
        (data) => {
          if (!isCurrent) return;
          latest = data;
          setState({ status: "ready", data });
          schedule();
        },
        (error: { status?: number }) => {
          if (!isCurrent) return;
          if (isFirst || latest === null)
            setState({ status: "failed", data: null, httpStatus: error.status ?? 0 });
          else schedule();
        },
      );
    };
    const schedule = () => {
      if (latest && shouldPoll(latest) && document.visibilityState === "visible") {
        timer = setTimeout(() => ask(false), intervalMs);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible" && latest && shouldPoll(latest)) ask(false);
      else clearTimeout(timer);
    };
    setState({ status: "loading", data: null });
    ask(true);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [call, key, language, attempt, intervalMs]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
