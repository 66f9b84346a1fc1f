import { useReducedMotion } from "@mantine/hooks";
import { useEffect, useRef } from "react";

/**
 * A Lottie animation, played only once it scrolls into view and never for visitors who prefer reduced
 * motion. The player (lottie-web's light build) is fetched on first use, so pages without animations
 * never load it.
 */
export function LottieAnimation({ url, size = 96, label }: { url: string; size?: number; label?: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const isReducedMotion = useReducedMotion();
  useEffect(() => {
    const container = containerRef.current;
    if (!container || isReducedMotion) return;
    let animation: { destroy: () => void } | undefined;
    let isCancelled = false;
    const observer = new IntersectionObserver(async ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const { default: lottie } = await import("lottie-web/build/player/lottie_light");
      if (isCancelled) return;
      animation = lottie.loadAnimation({ container, renderer: "svg", loop: true, autoplay: true, path: url });
    });
    observer.observe(container);
    return () => {
      isCancelled = true;
      observer.disconnect();
      animation?.destroy();
    };
  }, [url, isReducedMotion]);
  const style = { width: size, height: size };
  return label ? (
    <div ref={containerRef} className="lottie" style={style} role="img" aria-label={label} />
  ) : (
    <div ref={containerRef} className="lottie" style={style} aria-hidden="true" />
  );
}
