import "@mantine/core/styles/Table.css";
import { brand } from "@isp/brand";
import type { Profile } from "@isp/contracts/selfcare/get-profile";
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { startSignOut } from "../../auth/auth-session";
import { useTranslation } from "../../i18n/use-translation";
import { SELF_CARE_LINKS } from "../layout/navigation";
import { CallStateView } from "../self-care/call-state-view";
import { useProfileState } from "../self-care/use-profile-state";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

function AccountCards({ profile }: { profile: Profile }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "myAccount" });
  const { t: tShell } = useTranslation();
  const { customer } = profile;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {t("account")}
          </Title>
          <Table variant="vertical" layout="fixed" data-testid="account-details">
            <Table.Tbody>
              <Row label={t("name")} value={profile.name} />
              <Row label={t("email")} value={profile.email ?? t("notGiven")} />
              <Row label={t("phone")} value={profile.phone ?? t("notGiven")} />
            </Table.Tbody>
          </Table>
          <Button variant="default" mt="md" w="fit-content" onClick={() => void startSignOut()}>
            {t("signOut")}
          </Button>
        </Card>
        {customer ? (
          <Card withBorder radius="md">
            <Title order={2} size="h4" mb="sm">
              {t("customer")}
            </Title>
            <Table variant="vertical" layout="fixed" data-testid="customer-details">
              <Table.Tbody>
                <Row label={t("customerId")} value={customer.customerId} />
                <Row label={t("name")} value={customer.name} />
                <Row label={t("customerType")} value={t(customer.customerType)} />
              </Table.Tbody>
            </Table>
          </Card>
        ) : null}
      </SimpleGrid>
      <Title order={2} size="h4">
        {t("shortcuts")}
      </Title>
      <Group gap="sm">
        {SELF_CARE_LINKS.filter(({ id }) => id !== "myEze").map(({ id, path }) => (
          <Button key={id} component={Link} to={path} variant="light">
            {tShell(`routes.${id}`)}
          </Button>
        ))}
      </Group>
      <Text c="dimmed">{t("app", { appName: brand.appName })}</Text>
    </Stack>
  );
}

/** /my_eze: the signed-in account, the customer it is linked to, and the ways into self-care. */
export function AccountOverview() {
  const state = useProfileState();
  return (
    <CallStateView state={state} reload={() => window.location.reload()}>
      {(loaded) => <AccountCards profile={loaded} />}
    </CallStateView>
  );
}
