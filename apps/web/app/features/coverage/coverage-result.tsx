import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import { Alert, Anchor, Text } from "@mantine/core";
import { useCoverageTranslation } from "./use-coverage-translation";

export type CoverageResult = {
  inCoverage: boolean;
  area: { id: string; name: string } | null;
  /** The point checked, when the visitor gave one (map, GPS); null for a check by commune. */
  position: { latitude: number; longitude: number } | null;
};

/** Spec §8: "This address has coverage", or the apology with the way to reach sales. */
export function CoverageResultNotice({ result }: { result: CoverageResult }) {
  const { t, i18n } = useCoverageTranslation();
  if (result.inCoverage) {
    return (
      <Alert color="green" title={t("covered")} data-testid="coverage-result" data-covered="true">
        {result.area ? t("coveredArea", { area: result.area.name }) : null}
      </Alert>
    );
  }
  return (
    <Alert color="orange" data-testid="coverage-result" data-covered="false">
      <Text fw={700}>{t("notCovered", { brand: brand.name[i18n.language as Language] })}</Text>
      <Text mt="xs">
        {t("callSales")}{" "}
        <Anchor href={`tel:${brand.hotline.tel}`} underline="always">
          {brand.hotline.display}
        </Anchor>
      </Text>
    </Alert>
  );
}
