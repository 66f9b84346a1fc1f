import { redirect } from "react-router";

// Spec §2 and §8: every unknown path redirects to the not-found page.
export function loader() {
  return redirect("/404");
}

export default function UnknownPath() {
  return null;
}
