import "./coverage.css";
import "@mantine/core/styles/List.css";
import { Container, List, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import { Branches } from "./branches";
import { Cameras } from "./cameras";
import { CoverageCheck } from "./coverage-check";
import { COVERAGE_TABS, type CoverageView } from "./coverage-view";
import { useCoverageTranslation } from "./use-coverage-translation";

function CoverageTabContent({ view }: { view: CoverageView }) {
  const { t } = useCoverageTranslation();
  return (
    <>
      <Text mb="md">{t("coverageIntro")}</Text>
      <CoverageCheck />
      <Title order={2} size="h4" mt="xl" mb="xs">
        {t("servedAreas")}
      </Title>
      <List data-testid="served-areas">
        {view.areaNames.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
    </>
  );
}

/** /coverage_map with its tabs (links, so each tab has its address and works without scripts), /offices, /live_traffic. */
export function CoverageScreen({ entry, view }: { entry: RouteEntry; view: CoverageView }) {
  const { t } = useCoverageTranslation(view.messages);
  return (
    <>
      <PageHeading entry={entry} />
      <Container size="lg" py="md" data-testid="coverage-screen">
        {view.hasTabs ? (
          <nav aria-label={t("tabs.coverage")} className="coverage-tabs">
            {COVERAGE_TABS.map((tab) => (
              <Link
                key={tab}
                to={tab === "coverage" ? "?" : `?tab=${tab}`}
                aria-current={view.tab === tab ? "page" : undefined}
                preventScrollReset
              >
                {t(`tabs.${tab}`)}
              </Link>
            ))}
          </nav>
        ) : null}
        {view.tab === "coverage" ? <CoverageTabContent view={view} /> : null}
        {view.tab === "branches" ? <Branches branches={view.branches} /> : null}
        {view.tab === "cameras" ? <Cameras cameras={view.cameras} /> : null}
      </Container>
    </>
  );
}
