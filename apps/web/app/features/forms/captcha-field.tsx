import { GetCaptchaChallengeCall } from "@isp/contracts/captcha/get-challenge";
import { callUrl } from "@isp/contracts/http/define-call";
import type { Language } from "@isp/contracts/languages";
import { Input } from "@mantine/core";
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { browserApiBase } from "../../api/api-base";
import { useTranslation } from "../../i18n/use-translation";

export type CaptchaHandle = {
  /** The solved payload: the one the visitor already made, or a new one solved now; null on failure. */
  solve(): Promise<string | null>;
  /** Forgets the solution; spec §4: after every attempt and on expiry. */
  reset(): void;
};

type AltchaWidget = HTMLElement & {
  configure(options: Record<string, unknown>): Promise<void>;
  getState(): string;
  reset(): void;
  verify(): Promise<{ payload: string } | null>;
};

const STRING_KEYS = [
  "label",
  "verified",
  "verifying",
  "waitAlert",
  "error",
  "expired",
  "verificationRequired",
  "loading",
  "reload",
  "verify",
  "cancel",
  "ariaLinkLabel",
] as const;

/**
 * The self-hosted ALTCHA widget ("I'm not a robot"). Its script (~35 kB) loads only once the form is
 * on screen, so pages with a form stay light. `error` is the field message from a failed send.
 */
export function CaptchaField({ ref, error }: { ref: Ref<CaptchaHandle>; error?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const holder = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidget | null>(null);
  const payload = useRef<string | null>(null);
  const loading = useRef<Promise<AltchaWidget | null> | null>(null);
  const [isLoaded, setIsLoaded] = useState(false);

  // Loads the widget once: when the form comes near the screen, or at the latest when it is sent.
  const loadWidget = useCallback((): Promise<AltchaWidget | null> => {
    loading.current ??= (async () => {
      const container = holder.current;
      if (!container) return null;
      await import("altcha");
      const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, t(`captcha.${key}`)]));
      globalThis.$altcha.i18n.set(language, strings);
      const element = document.createElement("altcha-widget") as AltchaWidget;
      element.setAttribute("challenge", `${browserApiBase()}${callUrl(GetCaptchaChallengeCall)}`);
      element.setAttribute("language", language);
      element.setAttribute("auto", "off");
      element.setAttribute("name", "captchaResponse");
      element.setAttribute("configuration", JSON.stringify({ hideFooter: true }));
      element.addEventListener("verified", (event) => {
        payload.current = (event as CustomEvent<{ payload: string }>).detail.payload;
      });
      element.addEventListener("expired", () => {
        payload.current = null;
        element.reset();
      });
      container.replaceChildren(element);
      widget.current = element;
      setIsLoaded(true);
      return element;
    })();
    return loading.current;
  }, [language, t]);

  useEffect(() => {
    const container = holder.current;
    if (!container) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void loadWidget();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, [loadWidget]);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        if (payload.current) return payload.current;
        const element = await loadWidget();
        if (!element) return null;
        const result = await element.verify().catch(() => null);
        payload.current = result?.payload ?? null;
        return payload.current;
      },
      reset() {
        payload.current = null;
        widget.current?.reset();
      },
    }),
    [loadWidget],
  );

  return (
    <Input.Wrapper error={error} className="captcha-field" data-loaded={isLoaded || undefined}>
      <div ref={holder} className="captcha-field__widget" data-testid="captcha" />
    </Input.Wrapper>
  );
}
