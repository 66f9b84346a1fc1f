import "../../components/dictionary/select-styles";
import {
  ListGendersCall,
  ListHonorificsCall,
  ListNationalitiesCall,
} from "@isp/contracts/selfcare/dictionaries";
import type { PersonalData } from "@isp/contracts/selfcare/get-profile";
import {
  IDENTIFY_FILE_ACCEPT,
  IDENTIFY_FILE_MAX_MEGABYTES,
  TIME_SLOTS,
  UpdatePersonalInfoBodySchema,
  UpdatePersonalInfoCall,
} from "@isp/contracts/selfcare/update-personal-info";
import { Alert, Button, FileInput, Group, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDictionary } from "../../components/dictionary/use-dictionary";
import { useTranslation } from "../../i18n/use-translation";
import { useProfileSend } from "./use-profile-send";

type PersonalFormValues = {
  honorificId: string | null;
  nationalityId: string | null;
  genderId: string | null;
  firstName: string;
  lastName: string;
  nameKm: string;
  identify: string;
  dob: string;
  secondaryPhone: string;
  email: string;
  dateAppointment: string;
  dateAppointmentSlot: string | null;
  requestInstallationDate: string;
  requestInstallationSlot: string | null;
  identifyFile: File | null;
};

const idText = (item: { id: number } | null) => (item ? String(item.id) : null);

function initialValues(personal: PersonalData): PersonalFormValues {
  return {
    honorificId: idText(personal.honorific),
    nationalityId: idText(personal.nationality),
    genderId: idText(personal.gender),
    firstName: personal.firstName ?? "",
    lastName: personal.lastName ?? "",
    nameKm: personal.nameKm ?? "",
    identify: personal.identify ?? "",
    dob: personal.dob ?? "",
    secondaryPhone: personal.secondaryPhone ?? "",
    email: personal.email ?? "",
    dateAppointment: personal.dateAppointment ?? "",
    dateAppointmentSlot: personal.dateAppointmentSlot,
    requestInstallationDate: personal.requestInstallationDate ?? "",
    requestInstallationSlot: personal.requestInstallationSlot,
    identifyFile: null,
  };
}

// Required selects take allowDeselect={false}: Mantine empties a select when its chosen option is
// clicked again, which would drop a required answer by accident.
const SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

/** Spec §3 "Consumer info update": the consumer's personal data with the photo of their ID. */
export function PersonalDataForm({ personal, onSaved }: { personal: PersonalData; onSaved: () => void }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "profile" });
  const form = useForm<PersonalFormValues>({ initialValues: initialValues(personal) });
  const { send, isSending, failure, errorOf } = useProfileSend();
  const honorifics = useDictionary(ListHonorificsCall);
  const genders = useDictionary(ListGendersCall);
  const nationalities = useDictionary(ListNationalitiesCall);

  const submit = form.onSubmit(async ({ identifyFile, ...fields }) => {
    const body = { ...fields, identifyFile: identifyFile ?? undefined };
    const saved = await send(
      UpdatePersonalInfoCall,
      { body },
      { check: UpdatePersonalInfoBodySchema, successMessage: t("saved") },
    );
    if (saved) onSaved();
  });

  const field = (name: keyof PersonalFormValues) => ({
    key: form.key(name),
    ...form.getInputProps(name),
    error: errorOf(name),
  });
  const choose = t("choose");

  return (
    <form onSubmit={submit} noValidate data-testid="personal-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("honorific")}
            data={honorifics}
            placeholder={choose}
            disabled={honorifics.length === 0}
            withAsterisk
            allowDeselect={false}
            {...field("honorificId")}
          />
          <TextInput label={t("lastName")} autoComplete="family-name" withAsterisk {...field("lastName")} />
          <TextInput label={t("firstName")} autoComplete="given-name" withAsterisk {...field("firstName")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t("nameKm")} lang="km" {...field("nameKm")} />
          <Select
            label={t("gender")}
            data={genders}
            placeholder={choose}
            disabled={genders.length === 0}
            withAsterisk
            allowDeselect={false}
            {...field("genderId")}
          />
          <TextInput label={t("dob")} type="date" autoComplete="bday" withAsterisk {...field("dob")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("nationality")}
            data={nationalities}
            placeholder={choose}
            disabled={nationalities.length === 0}
            searchable
            withAsterisk
            allowDeselect={false}
            {...field("nationalityId")}
          />
          <TextInput label={t("identify")} withAsterisk {...field("identify")} />
        </SimpleGrid>
        <FileInput
          label={t("identifyFile")}
          description={`${t("identifyFileHint", { size: IDENTIFY_FILE_MAX_MEGABYTES })} · ${
            personal.hasIdentifyPhoto ? t("photoOnFile") : t("photoMissing")
          }`}
          placeholder={t("identifyFileChoose")}
          accept={IDENTIFY_FILE_ACCEPT}
          clearable
          clearButtonProps={{ "aria-label": t("identifyFileClear") }}
          withAsterisk={!personal.hasIdentifyPhoto}
          data-testid="identify-file"
          {...field("identifyFile")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("secondaryPhone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...field("secondaryPhone")}
          />
          <TextInput label={t("email")} type="email" autoComplete="email" {...field("email")} />
        </SimpleGrid>
        <Title order={2} size="h4" mt="sm">
          {t("installationPreferences")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("requestInstallationDate")} type="date" {...field("requestInstallationDate")} />
          <Select
            label={t("requestInstallationSlot")}
            data={SLOT_OPTIONS}
            placeholder={choose}
            clearable
            {...field("requestInstallationSlot")}
          />
          <TextInput label={t("dateAppointment")} type="date" {...field("dateAppointment")} />
          <Select
            label={t("dateAppointmentSlot")}
            data={SLOT_OPTIONS}
            placeholder={choose}
            clearable
            {...field("dateAppointmentSlot")}
          />
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
