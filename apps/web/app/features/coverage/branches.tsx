import type { BranchPoint } from "@isp/contracts/map/list-branch-points";
import { Anchor, Card, SimpleGrid, Text, Title } from "@mantine/core";
import { CambodiaMap } from "../../components/map/cambodia-map";
import { useCoverageTranslation } from "./use-coverage-translation";

/** The branches as a list (address, hours, phones, directions) beside a map marking them. */
export function Branches({ branches }: { branches: BranchPoint[] }) {
  const { t } = useCoverageTranslation();
  return (
    <>
      <Text mb="md">{t("branchesIntro")}</Text>
      <CambodiaMap
        label={t("branchesMapLabel")}
        height={340}
        markers={branches.map((branch) => ({
          id: String(branch.id),
          latitude: branch.latitude,
          longitude: branch.longitude,
          label: branch.name,
        }))}
        fallback={t("branchesMapFallback")}
      />
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="md"
        mt="md"
        component="ul"
        className="branch-list"
      >
        {branches.map((branch) => (
          <Card component="li" key={branch.id} withBorder padding="md" data-testid="branch">
            <Title order={3} size="h5">
              {branch.name}
            </Title>
            <Text size="sm" mt={4}>
              {branch.address}
            </Text>
            <Text size="sm" mt="xs">
              <strong>{t("openingHours")}:</strong> {branch.openingHours}
            </Text>
            <Text size="sm">
              <strong>{t("phone")}:</strong>{" "}
              {branch.phones.map((phone, index) => (
                <span key={phone}>
                  {index > 0 ? ", " : null}
                  <Anchor href={`tel:${phone.replaceAll(" ", "")}`} underline="always">
                    {phone}
                  </Anchor>
                </span>
              ))}
            </Text>
            <Anchor
              size="sm"
              mt="xs"
              href={`https://www.openstreetmap.org/?mlat=${branch.latitude}&mlon=${branch.longitude}#map=17/${branch.latitude}/${branch.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("directions")}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
