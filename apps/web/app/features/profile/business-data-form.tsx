import type { CompanyData } from "@isp/contracts/selfcare/get-profile";
import {
  BusinessInfoFieldsSchema,
  type BusinessInfoInput,
  UpdateBusinessInfoCall,
} from "@isp/contracts/selfcare/update-business-info";
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "../../i18n/use-translation";
import { useProfileSend } from "./use-profile-send";

type BusinessFormValues = { [Key in keyof BusinessInfoInput]-?: string };

/** Spec §3 "Business info": the company's names, contacts, website and VAT number. */
export function BusinessDataForm({ company, onSaved }: { company: CompanyData; onSaved: () => void }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "profile" });
  const form = useForm<BusinessFormValues>({
    initialValues: {
      companyName: company.companyName,
      companyNameKm: company.companyNameKm ?? "",
      contactName: company.contactName ?? "",
      contactEmail: company.contactEmail ?? "",
      companyEmail: company.companyEmail ?? "",
      companyPhone: company.companyPhone ?? "",
      secondaryPhone: company.secondaryPhone ?? "",
      website: company.website ?? "",
      vatTin: company.vatTin ?? "",
    },
  });
  const { send, isSending, failure, errorOf } = useProfileSend();

  const submit = form.onSubmit(async (body) => {
    const saved = await send(
      UpdateBusinessInfoCall,
      { body },
      { check: BusinessInfoFieldsSchema, successMessage: t("saved") },
    );
    if (saved) onSaved();
  });

  const field = (name: keyof BusinessFormValues) => ({
    key: form.key(name),
    ...form.getInputProps(name),
    error: errorOf(name),
  });

  return (
    <form onSubmit={submit} noValidate data-testid="business-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("companyName")}
            autoComplete="organization"
            withAsterisk
            {...field("companyName")}
          />
          <TextInput label={t("companyNameKm")} lang="km" {...field("companyNameKm")} />
          <TextInput label={t("contactName")} autoComplete="name" withAsterisk {...field("contactName")} />
          <TextInput
            label={t("contactEmail")}
            type="email"
            autoComplete="email"
            withAsterisk
            {...field("contactEmail")}
          />
          <TextInput
            label={t("companyPhone")}
            type="tel"
            inputMode="tel"
            withAsterisk
            {...field("companyPhone")}
          />
          <TextInput label={t("secondaryPhone")} type="tel" inputMode="tel" {...field("secondaryPhone")} />
          <TextInput label={t("companyEmail")} type="email" {...field("companyEmail")} />
          <TextInput label={t("website")} type="url" inputMode="url" {...field("website")} />
          <TextInput label={t("vatTin")} placeholder="K001-901234567" {...field("vatTin")} />
        </SimpleGrid>
        {failure ? (
          <Alert color="red" role="alert" data-testid="form-failure">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isSending}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
