/**
 * The browser's side of a part that hydrates only when the visitor comes within a screen of it or
 * touches it (a part below the fold, a form at the foot of a page): until then its code is neither
 * fetched nor run. What the visitor does to the server's HTML meanwhile is kept: typed values are
 * handed to the hydrated fields, and a control clicked or a form sent too early is held and clicked
 * or sent once the part has hydrated (hydration keeps the server's nodes).
 */

const TOUCHES = ["focusin", "pointerdown", "keydown"] as const;

/** What a click acts on, other than a link (which works without the part's code). */
const CONTROLS = "button, input, select, textarea, label, summary, [role='button']";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isChangedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * Tells the hydrated fields what was typed into the server's: an `input` (or `change`) event per
 * changed field, as typing would have sent. Hydration keeps the nodes and their values, but a form
 * that keeps its own state (Mantine's uncontrolled forms) has not seen them.
 */
function replayTypedValues(part: Element) {
  for (const field of part.querySelectorAll<Field>("input, textarea, select")) {
    if (!isChangedByVisitor(field)) continue;
    const isToggle =
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"));
    field.dispatchEvent(new Event(isToggle ? "change" : "input", { bubbles: true }));
  }
}

/**
 * Calls `hydrate` once `part` comes within a screen's height of the viewport or the visitor touches
 * it; once what it returns resolves (the part has hydrated), the values typed meanwhile, a held click
 * and a held form are handed on.
 */
export function releaseWhenNear(part: Element, hydrate: () => Promise<void>) {
  let heldClick: HTMLElement | null = null;
  // Listens first (capture): until the part has hydrated, its controls have no handlers of their own.
  const holdEarlyClick = (event: Event) => {
    const control = (event.target as Element).closest<HTMLElement>(`a[href], ${CONTROLS}`);
    if (!control || control.matches("a[href]")) return;
    // Not hydrated yet: a submit button would send the form itself, a box would toggle unseen.
    event.preventDefault();
    heldClick = control;
  };
  part.addEventListener("click", holdEarlyClick, true);
  let heldForm: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  // Listens as the event bubbles: a hydrated form's own handler has run by then and taken it.
  const holdEarlySubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement) || event.defaultPrevented) return;
    // Not hydrated yet: the browser would send the form itself, reloading the page without it.
    event.preventDefault();
    heldForm = { form: event.target, submitter: (event as SubmitEvent).submitter };
  };
  part.addEventListener("submit", holdEarlySubmit);

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go();
    },
    { rootMargin: "100% 0px" },
  );
  let isReleased = false;
  function go() {
    if (isReleased) return;
    isReleased = true;
    observer.disconnect();
    for (const type of TOUCHES) part.removeEventListener(type, go, true);
    void hydrate().then(() => {
      part.removeEventListener("click", holdEarlyClick, true);
      part.removeEventListener("submit", holdEarlySubmit);
      replayTypedValues(part);
      // A task later: a form that keeps its values in state has rendered them by then.
      setTimeout(() => {
        if (heldForm?.form.isConnected) heldForm.form.requestSubmit(heldForm.submitter ?? undefined);
        if (heldClick?.isConnected) heldClick.click();
      });
    });
  }
  observer.observe(part);
  for (const type of TOUCHES) part.addEventListener(type, go, true);
}
