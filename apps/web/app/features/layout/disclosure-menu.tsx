import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * A button that shows and hides a panel of links: the WAI-ARIA disclosure pattern recommended for site
 * navigation. Closes on Escape (returning focus to its button), on a click outside and when a navigation starts.
 */
export function DisclosureMenu({
  label,
  buttonLabel,
  children,
  align = "start",
  className,
}: {
  label: ReactNode;
  buttonLabel?: string;
  children: ReactNode;
  align?: "start" | "end";
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the location changes
  useEffect(() => setIsOpen(false), [location.key]);
  // A chosen link closes the menu when the navigation starts, not when it ends: the next page may still
  // be loading its data and code.
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state !== "idle") setIsOpen(false);
  }, [navigation.state]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  return (
    <div className={`disclosure ${className ?? ""}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="disclosure__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setIsOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className="disclosure__chevron" />
      </button>
      <div id={panelId} className={`disclosure__panel disclosure__panel--${align}`} hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
