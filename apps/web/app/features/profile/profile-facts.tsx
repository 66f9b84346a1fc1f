import { Box, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation";

export type Fact = { label: string; value: string | null | undefined };

/** Labelled values as a description list, in as many columns as fit (one on a phone). */
export function ProfileFacts({ facts, testId }: { facts: Fact[]; testId?: string }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "profile" });
  return (
    <Box
      component="dl"
      m={0}
      data-testid={testId}
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
        gap: "var(--mantine-spacing-sm) var(--mantine-spacing-lg)",
      }}
    >
      {facts.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} c={value ? undefined : "dimmed"}>
            {value || t("notSet")}
          </Text>
        </div>
      ))}
    </Box>
  );
}
