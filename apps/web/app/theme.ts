import { brand } from "@isp/brand";
import {
  type CSSVariablesResolver,
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineColorsTuple,
  mergeMantineTheme,
} from "@mantine/core";
import { FONT_FAMILY } from "./fonts";

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: brand.primaryShade as 7,
  colors: { brand: [...brand.primaryShades] as unknown as MantineColorsTuple },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: "700" },
  defaultRadius: "md",
});

/**
 * Mantine's dimmed grey is 3.3:1 on white; WCAG AA needs 4.5:1 for body text, so it is one shade darker.
 * So is its error red (field messages, and the text of a field in error): red 8 is 4.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-8)",
    // Placeholders are read as hints (a file input shows "choose a file"): AA contrast like text.
    "--mantine-color-placeholder": "var(--mantine-color-gray-7)",
  },
  dark: {},
});

/**
 * The CSS variables MantineProvider would write for this theme, as its own component computes them (its
 * resolver and ours, less what Mantine's stylesheet already declares). The server writes them once into
 * the page's head, so the browser does not compute them again while it hydrates (about 20 ms at
 * Lighthouse's 4x CPU slowdown, and again on every render of the root); there they also outlive a
 * client-side error screen.
 */
export function themeCssVariables(): string {
  const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(fullTheme);
  const extra = cssVariablesResolver(fullTheme);
  const changed = (scheme: "variables" | "light" | "dark") => {
    const before: Record<string, string> = defaults[scheme];
    return Object.fromEntries(
      Object.entries({ ...ours[scheme], ...extra[scheme] }).filter(([name, value]) => before[name] !== value),
    );
  };
  return convertCssVariables({
    variables: changed("variables"),
    light: changed("light"),
    dark: changed("dark"),
  });
}
