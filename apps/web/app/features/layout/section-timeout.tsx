import { Alert, Button } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "../../i18n/use-translation";

/** Spec §8: a lazily loaded section that has not arrived after 120 s is given up on. */
const SECTION_LOAD_TIMEOUT_MS = 120_000;

export function SectionTimeout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [timedOutPath, setTimedOutPath] = useState<string | null>(null);
  const target = navigation.location ? `${navigation.location.pathname}${navigation.location.search}` : null;
  useEffect(() => {
    if (!target) return;
    setTimedOutPath(null);
    const timer = window.setTimeout(() => setTimedOutPath(target), SECTION_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [target]);
  if (!timedOutPath || timedOutPath !== target) return null;
  return (
    <Alert color="red" role="alert" className="section-timeout" title={t("errors.sectionTimeout")}>
      <Button onClick={() => window.location.assign(timedOutPath)}>{t("errors.retry")}</Button>
    </Alert>
  );
}
