import { brand } from "@isp/brand";
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";
import { FONT_FAMILY } from "./khmer-font";

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
