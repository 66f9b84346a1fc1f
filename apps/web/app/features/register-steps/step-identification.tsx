import type { Language } from "@isp/contracts/languages";
import { CreateCustomerCall } from "@isp/contracts/orders/create-customer";
import type { Profile } from "@isp/contracts/selfcare/get-profile";
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { fieldMessagesOf, sendForm } from "../../api/call-api";
import { reloadCurrentProfile } from "../../auth/current-profile";
import { BusinessDataForm } from "../profile/business-data-form";
import { PersonalDataForm } from "../profile/personal-data-form";
import { isIdentified } from "./identification";
import type { Buyer } from "./register-steps-view";
import { useJourneyTranslation } from "./use-journey-translation";

/** A new account's first step as a customer: the name and phone the service is registered under. */
function NewCustomerForm({ buyer, profile }: { buyer: Buyer; profile: Profile }) {
  const { t, i18n } = useJourneyTranslation();
  const [fields, setFields] = useState({
    firstName: "",
    lastName: "",
    companyName: "",
    phone: profile.phone ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setFields({ ...fields, [name]: event.currentTarget.value }),
    error: errors[name],
    withAsterisk: true,
  });
  const send = async () => {
    setIsSending(true);
    const names =
      buyer === "consumer"
        ? { firstName: fields.firstName, lastName: fields.lastName }
        : { companyName: fields.companyName };
    const sent = await sendForm(CreateCustomerCall, {
      body: {
        customerType: buyer,
        ...names,
        phone: fields.phone,
        ...(profile.email ? { email: profile.email } : {}),
      },
      language: i18n.language as Language,
    });
    setIsSending(false);
    if (sent.isOk) {
      reloadCurrentProfile();
      return;
    }
    setErrors(fieldMessagesOf(sent.fieldErrors));
    setFailure(sent.status === 400 ? null : sent.message);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
      data-testid="new-customer-form"
    >
      <Stack gap="sm">
        <Text>{t("newCustomerIntro")}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {buyer === "consumer" ? (
            <>
              <TextInput label={t("firstName")} autoComplete="given-name" {...field("firstName")} />
              <TextInput label={t("lastName")} autoComplete="family-name" {...field("lastName")} />
            </>
          ) : (
            <TextInput label={t("companyName")} autoComplete="organization" {...field("companyName")} />
          )}
          <TextInput label={t("phone")} type="tel" autoComplete="tel" {...field("phone")} />
        </SimpleGrid>
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Button type="submit" loading={isSending} style={{ alignSelf: "flex-start" }}>
          {t("createCustomer")}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Step 4: a consumer's personal data with the ID or passport photo, or a business's company
 * information, in the profile's own forms; an account without a customer record makes one first.
 */
export function StepIdentification({
  buyer,
  profile,
  onNext,
}: {
  buyer: Buyer;
  profile: Profile;
  onNext: () => void;
}) {
  const { t } = useJourneyTranslation();
  const customer = profile.customer;
  const [isSaved, setIsSaved] = useState(false);
  // On once the profile asked for again shows the saved details (the next step waits for them).
  useEffect(() => {
    if (isSaved && isIdentified(customer)) {
      setIsSaved(false);
      onNext();
    }
  }, [isSaved, customer, onNext]);
  return (
    <Stack gap="md">
      <Text>{t("identificationIntro")}</Text>
      {!customer ? <NewCustomerForm buyer={buyer} profile={profile} /> : null}
      {customer?.personal ? (
        <PersonalDataForm personal={customer.personal} onSaved={() => setIsSaved(true)} />
      ) : null}
      {customer?.company ? (
        <BusinessDataForm company={customer.company} onSaved={() => setIsSaved(true)} />
      ) : null}
    </Stack>
  );
}
