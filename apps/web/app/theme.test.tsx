import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme, themeCssVariables } from "./theme";

describe("themeCssVariables", () => {
  it("writes the variables MantineProvider itself writes for the theme", () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withGlobalClasses={false} />,
    );
    const mantines = /<style data-mantine-styles="true">([\s\S]*)<\/style>/.exec(html)?.[1];
    expect(mantines).toContain("--mantine-primary-color-filled");
    expect(themeCssVariables()).toBe(mantines);
  });

  it("carries the theme's own choices: its brand colour and the darker dimmed text", () => {
    const css = themeCssVariables();
    expect(css).toContain("--mantine-color-brand-7:");
    expect(css).toContain("--mantine-color-dimmed: var(--mantine-color-gray-7)");
  });
});
