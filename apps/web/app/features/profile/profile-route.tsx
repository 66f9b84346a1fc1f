import {
  type CompanyData,
  GetProfileCall,
  type LinkedCustomer,
  type PersonalData,
} from "@isp/contracts/selfcare/get-profile";
import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry } from "../../route-table";
import { ProductsAndPackages } from "../billing/products-and-packages";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { CallStateView } from "../self-care/call-state-view";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { useCall } from "../self-care/use-call";
import { TermsSection } from "../terms/terms-section";
import { ProfileFacts } from "./profile-facts";

import { ProfileNotices } from "./profile-notices";

export const loader = loadScreen;
export const meta = screenMeta;

function PersonalCard({ customer, personal }: { customer: LinkedCustomer; personal: PersonalData }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "profile" });
  return (
    <ProfileFacts
      testId="personal-data"
      facts={[
        { label: t("customerId"), value: customer.customerId },
        { label: t("honorific"), value: personal.honorific?.name },
        { label: t("lastName"), value: personal.lastName },
        { label: t("firstName"), value: personal.firstName },
        { label: t("nameKm"), value: personal.nameKm },
        { label: t("gender"), value: personal.gender?.name },
        { label: t("dob"), value: personal.dob },
        { label: t("nationality"), value: personal.nationality?.name },
        { label: t("identify"), value: personal.identify },
        { label: t("identifyFile"), value: personal.hasIdentifyPhoto ? t("photoOnFile") : t("photoMissing") },
        { label: t("phone"), value: customer.phone },
        { label: t("secondaryPhone"), value: personal.secondaryPhone },
        { label: t("email"), value: personal.email },
        {
          label: t("requestInstallationDate"),
          value: joinDateSlot(personal.requestInstallationDate, personal.requestInstallationSlot),
        },
        {
          label: t("dateAppointment"),
          value: joinDateSlot(personal.dateAppointment, personal.dateAppointmentSlot),
        },
      ]}
    />
  );
}

/** A date with its time slot (spec §9 shows dates as YYYY-MM-DD). */
const joinDateSlot = (date: string | null, slot: string | null) =>
  date ? [date, slot].filter(Boolean).join(" ") : null;

function CompanyCard({ customer, company }: { customer: LinkedCustomer; company: CompanyData }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "profile" });
  return (
    <ProfileFacts
      testId="company-data"
      facts={[
        { label: t("customerId"), value: customer.customerId },
        { label: t("companyName"), value: company.companyName },
        { label: t("companyNameKm"), value: company.companyNameKm },
        { label: t("vatTin"), value: company.vatTin },
        { label: t("contactName"), value: company.contactName },
        { label: t("contactEmail"), value: company.contactEmail },
        { label: t("companyEmail"), value: company.companyEmail },
        { label: t("companyPhone"), value: company.companyPhone },
        { label: t("secondaryPhone"), value: company.secondaryPhone },
        { label: t("website"), value: company.website },
      ]}
    />
  );
}

function Locations({ customer }: { customer: LinkedCustomer }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "profile" });
  if (customer.locations.length === 0) return <Text c="dimmed">{t("noLocations")}</Text>;
  return (
    <Stack gap="sm" data-testid="locations">
      {customer.locations.map((location) => (
        <Card key={location.id} withBorder padding="sm" component="article">
          {/* The borey or building is on an address line already; the heading says what kind of place. */}
          <Text fw={600}>{location.locationType.name}</Text>
          {location.addressLines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          {location.latitude !== null && location.longitude !== null ? (
            <Text size="sm" c="dimmed">
              {t("gps")}: {location.latitude}, {location.longitude}
            </Text>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}

function ProfileOverview() {
  const { t } = useTranslation("selfCare", { keyPrefix: "profile" });
  const profile = useCall(GetProfileCall, {});
  return (
    <CallStateView state={profile} reload={profile.reload}>
      {({ data }) => {
        const { customer } = data;
        // WithLinkedCustomer has offered the link already when there is no customer.
        if (!customer) return null;
        const isBusiness = customer.customerType === "business";
        return (
          <Stack gap="lg">
            <Card withBorder component="section" aria-labelledby="profile-main">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={2} size="h3" id="profile-main">
                  {isBusiness ? t("companyData") : t("personalData")}
                </Title>
                <Button component={Link} to={getRouteEntry("profileData").path} variant="light">
                  {isBusiness ? t("editCompany") : t("editPersonal")}
                </Button>
              </Group>
              {customer.company ? <CompanyCard customer={customer} company={customer.company} /> : null}
              {customer.personal ? <PersonalCard customer={customer} personal={customer.personal} /> : null}
            </Card>
            <Card withBorder component="section" aria-labelledby="profile-locations">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={2} size="h3" id="profile-locations">
                  {t("locations")}
                </Title>
                <Button component={Link} to={getRouteEntry("profileNewLocation").path} variant="light">
                  {t("addLocation")}
                </Button>
              </Group>
              <Locations customer={customer} />
            </Card>
            <ProductsAndPackages customerId={customer.customerId} />
            <TermsSection />
            <Text size="xs" c="dimmed">
              {t("dataCredit")}{" "}
              <Anchor href="https://opendatacommons.org/licenses/odbl/1-0/" size="xs" underline="always">
                ODbL 1.0
              </Anchor>
            </Text>
          </Stack>
        );
      }}
    </CallStateView>
  );
}

/** /profile: the customer's personal data or company information and installation locations. */
export default function ProfileRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>{() => <ProfileOverview />}</WithLinkedCustomer>
      <ProfileNotices />
    </SelfCareScreen>
  );
}
