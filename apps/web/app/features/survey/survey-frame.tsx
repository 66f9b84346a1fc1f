import { brand } from "@isp/brand";
import logoUrl from "@isp/brand/logo.svg?url";
import type { Language } from "@isp/contracts/languages";
import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { LanguageSwitcher } from "../layout/language-switcher";

/**
 * The survey screens have no site header (spec §2), so they carry the brand's logo, a way home and the
 * language choice themselves.
 */
export function SurveyFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const brandName = brand.name[i18n.language as Language];
  return (
    <Container size="sm" py="md" className="survey" data-testid={testId}>
      <div className="survey__bar">
        <Link to="/" className="survey__brand" aria-label={`${brandName} — ${t("common.home")}`}>
          <img src={logoUrl} alt="" width={40} height={40} />
          <span>{brandName}</span>
        </Link>
        <LanguageSwitcher />
      </div>
      {children}
    </Container>
  );
}
