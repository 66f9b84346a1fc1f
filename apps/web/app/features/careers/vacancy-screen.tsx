import { brand } from "@isp/brand";
import type { VacancyDetail } from "@isp/contracts/vacancies/get-vacancy";
import { Badge, Button, Container, Group, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { RichText } from "../../blocks/rich-text";
import { StructuredData } from "../../components/structured-data";
import { formatDate } from "../../i18n/format-date";
import { useTranslation } from "../../i18n/use-translation";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";

// The form, its styles and the captcha load only when the visitor opens it.
const ApplyDialog = lazy(() => import("./apply-dialog"));

/** One vacancy: where, how many, until when, what the job is; and the application dialog. */
export function VacancyScreen({ entry, vacancy }: { entry: RouteEntry; vacancy: VacancyDetail }) {
  const { t } = useTranslation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  const openDialog = () => {
    setHasOpenedDialog(true);
    setIsDialogOpen(true);
  };
  return (
    <>
      <PageHeading entry={entry} title={vacancy.name} />
      <Container size="md" py="lg" data-testid="vacancy-screen">
        <Group gap="sm">
          <Badge variant="light" size="lg">
            {vacancy.location.name}
          </Badge>
          <Badge variant="light" size="lg">
            {t("blocks.positions", { count: vacancy.vacancyCount })}
          </Badge>
          <Text c="dimmed">{t("blocks.closes", { date: formatDate(vacancy.endDate) })}</Text>
        </Group>
        <RichText html={vacancy.description} className="vacancy__description" />
        <div className="vacancy__apply" id="apply">
          <Text fw={700}>{t("careers.howToApply")}</Text>
          <Text>{t("careers.applyOnline")}</Text>
          <Group mt="sm">
            <Button onClick={openDialog} data-testid="apply-button">
              {t("careers.apply")}
            </Button>
            <Button component={Link} to="/about_us/careers#vacancies" variant="default">
              {t("careers.allVacancies")}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt="sm">
            {t("careers.applyByEmail", { email: brand.careersEmail })}
          </Text>
        </div>
      </Container>
      {hasOpenedDialog ? (
        <Suspense fallback={null}>
          <ApplyDialog vacancy={vacancy} isOpen={isDialogOpen} onClose={() => setIsDialogOpen(false)} />
        </Suspense>
      ) : null}
      <StructuredData
        data={{
          "@context": "https://schema.org",
          "@type": "JobPosting",
          title: vacancy.name,
          validThrough: vacancy.endDate,
          totalJobOpenings: vacancy.vacancyCount,
          employmentType: "FULL_TIME",
          hiringOrganization: { "@type": "Organization", name: brand.legalName },
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: vacancy.location.name,
              addressCountry: "KH",
            },
          },
        }}
      />
    </>
  );
}
