import { brand } from "@isp/brand";
import logoUrl from "@isp/brand/logo.svg?url";
import type { Language } from "@isp/contracts/languages";
import { Button, Container, Group, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { RouteEntry } from "../../route-table";
import type { PayMyBillView } from "./pay-my-bill-view";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/**
 * /unpaid-customer (spec §2, no header): where the network sends a customer whose service is suspended
 * for an unpaid bill. It says why, and how to pay and be back online: pay my bill, or call.
 */
export function UnpaidCustomerScreen({ view }: { entry: RouteEntry; view: PayMyBillView }) {
  const { t, i18n } = usePayMyBillTranslation(view.messages);
  return (
    <Container size="sm" py="xl" data-testid="unpaid-customer">
      <Stack gap="md">
        {/* No header here: the brand says whose page this is, as the customer's browser landed on it unasked. */}
        <Group gap="xs">
          <img src={logoUrl} alt="" width={36} height={36} />
          <Text fw={700} size="lg" c="brand.8">
            {brand.name[i18n.language as Language]}
          </Text>
        </Group>
        <Title order={1}>{t("unpaid.title")}</Title>
        <Text>{t("unpaid.text")}</Text>
        <Group>
          <Button component={Link} to="/pay_my_bill" size="md">
            {t("unpaid.pay")}
          </Button>
          <Button component="a" href={`tel:${brand.hotline.tel}`} variant="light" size="md">
            {t("unpaid.call", { hotline: brand.hotline.display })}
          </Button>
        </Group>
        <Title order={2} size="h4">
          {t("unpaid.waysTitle")}
        </Title>
        <List spacing="xs">
          <List.Item>{t("unpaid.wayOnline")}</List.Item>
          <List.Item>{t("unpaid.wayKhqr")}</List.Item>
          <List.Item>{t("unpaid.wayBranch")}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t("unpaid.restore")}
        </Text>
      </Stack>
    </Container>
  );
}
