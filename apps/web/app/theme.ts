import { brand } from "@isp/brand";
import { createTheme, type MantineColorsTuple } from "@mantine/core";

// Khmer first so Khmer glyphs use Noto Sans Khmer (self-hosted); Chinese falls back to system CJK fonts.
const fontFamily =
  '"Noto Sans Khmer", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: brand.primaryShade as 7,
  colors: { brand: [...brand.primaryShades] as unknown as MantineColorsTuple },
  fontFamily,
  headings: { fontFamily, fontWeight: "700" },
  defaultRadius: "md",
});
