import { CONSENT_COOKIE } from "@isp/contracts/web-pages";
import { Button, Group, Paper, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { COOKIES_DECLINED_STORAGE_KEY } from "../../preferences-script";

/** Spec §4: Accept keeps consent for 365 days; Decline hides the bar for this session only. */
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function CookieBar() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(true);
  if (!isVisible) return null;
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
    document.cookie = `${CONSENT_COOKIE}=accepted; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`;
    setIsVisible(false);
  };
  const decline = () => {
    sessionStorage.setItem(COOKIES_DECLINED_STORAGE_KEY, "1");
    document.documentElement.setAttribute("data-cookies-declined", "1");
    setIsVisible(false);
  };
  return (
    <Paper component="section" className="cookie-bar" shadow="lg" p="md" aria-label={t("cookies.label")}>
      <Text size="sm">
        {t("cookies.message")} <Link to="/privacy-policy">{t("cookies.privacyPolicy")}</Link>
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={decline}>
          {t("cookies.decline")}
        </Button>
        <Button onClick={accept}>{t("cookies.accept")}</Button>
      </Group>
    </Paper>
  );
}
