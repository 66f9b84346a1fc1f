import type { Language } from "@isp/contracts/languages";
import { Text } from "@mantine/core";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/** What a dollar amount comes to in riels, at the configured rate. */
export function KhrNote({ riels, khrPerUsd }: { riels: number; khrPerUsd: number }) {
  const { t, i18n } = usePayMyBillTranslation();
  const language = i18n.language as Language;
  return (
    <Text size="sm" c="dimmed">
      {t("khr", {
        amount: riels.toLocaleString(language === "km" ? "km-KH" : "en-US"),
        rate: khrPerUsd.toLocaleString("en-US"),
      })}
    </Text>
  );
}
