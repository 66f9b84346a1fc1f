import "../../components/dictionary/select-styles";
import {
  ListCommunesCall,
  ListDistrictsCall,
  ListLocationNamesCall,
  ListLocationProjectsCall,
  ListLocationTypesCall,
  ListProvincesCall,
} from "@isp/contracts/selfcare/dictionaries";
import { LocationFieldsSchema, SaveLocationCall } from "@isp/contracts/selfcare/save-location";
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useDictionary } from "../../components/dictionary/use-dictionary";
import { useTranslation } from "../../i18n/use-translation";
import { useProfileSend } from "./use-profile-send";

type LocationFormValues = {
  locationTypeId: string | null;
  locationNameId: string | null;
  locationProjectId: string | null;
  house: string;
  street: string;
  floor: string;
  room: string;
  provinceCode: string | null;
  districtCode: string | null;
  communeCode: string | null;
  latitude: number | string;
  longitude: number | string;
};

const EMPTY_LOCATION: LocationFormValues = {
  locationTypeId: null,
  locationNameId: null,
  locationProjectId: null,
  house: "",
  street: "",
  floor: "",
  room: "",
  provinceCode: null,
  districtCode: null,
  communeCode: null,
  latitude: "",
  longitude: "",
};

// What a cleared select or number field leaves: nothing chosen.
const idOrNull = (value: string | null) => (value ? Number(value) : null);
const numberOrNull = (value: number | string) => (typeof value === "number" ? value : null);

/**
 * Spec §3 "Location": property type → name → project and province → district → commune, each list
 * asked for when the one above is chosen (a change above clears the choices below); GPS optional.
 */
export function LocationForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "profile" });
  const form = useForm<LocationFormValues>({ initialValues: EMPTY_LOCATION });
  const { send, isSending, failure, errorOf } = useProfileSend();
  const [isPositionFailed, setIsPositionFailed] = useState(false);
  const { values } = form;
  const types = useDictionary(ListLocationTypesCall);
  const names = useDictionary(ListLocationNamesCall, values.locationTypeId);
  const projects = useDictionary(ListLocationProjectsCall, values.locationNameId);
  const provinces = useDictionary(ListProvincesCall);
  const districts = useDictionary(ListDistrictsCall, values.provinceCode);
  const communes = useDictionary(ListCommunesCall, values.districtCode);

  const submit = form.onSubmit(async (location) => {
    const body = {
      ...location,
      locationTypeId: idOrNull(location.locationTypeId),
      locationNameId: idOrNull(location.locationNameId),
      locationProjectId: idOrNull(location.locationProjectId),
      provinceCode: location.provinceCode ?? "",
      districtCode: location.districtCode ?? "",
      communeCode: location.communeCode ?? "",
      latitude: numberOrNull(location.latitude),
      longitude: numberOrNull(location.longitude),
    };
    const saved = await send(
      SaveLocationCall,
      { body },
      { check: LocationFieldsSchema, successMessage: t("locationSaved") },
    );
    if (saved) onSaved();
  });

  const field = (name: keyof LocationFormValues) => ({
    key: form.key(name),
    ...form.getInputProps(name),
    error: errorOf(name),
  });
  /** A select whose change clears the selects that depend on it. */
  const cascading = (name: keyof LocationFormValues, below: (keyof LocationFormValues)[]) => ({
    ...field(name),
    onChange: (value: string | null) => {
      form.setFieldValue(name, value);
      for (const dependent of below) form.setFieldValue(dependent, null);
    },
  });

  const fillMyPosition = () => {
    setIsPositionFailed(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        form.setFieldValue("latitude", Number(coords.latitude.toFixed(6)));
        form.setFieldValue("longitude", Number(coords.longitude.toFixed(6)));
      },
      () => setIsPositionFailed(true),
      { timeout: 10_000 },
    );
  };
  const choose = t("choose");

  return (
    <form onSubmit={submit} noValidate data-testid="location-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("locationType")}
            data={types}
            placeholder={choose}
            disabled={types.length === 0}
            withAsterisk
            allowDeselect={false}
            {...cascading("locationTypeId", ["locationNameId", "locationProjectId"])}
          />
          <Select
            label={t("locationName")}
            data={names}
            placeholder={choose}
            searchable
            disabled={names.length === 0}
            withAsterisk
            allowDeselect={false}
            {...cascading("locationNameId", ["locationProjectId"])}
          />
          <Select
            label={t("locationProject")}
            data={projects}
            placeholder={choose}
            clearable
            disabled={projects.length === 0}
            {...field("locationProjectId")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput label={t("house")} {...field("house")} />
          <TextInput label={t("street")} {...field("street")} />
          <TextInput label={t("floor")} inputMode="numeric" {...field("floor")} />
          <TextInput label={t("room")} {...field("room")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("province")}
            data={provinces}
            placeholder={choose}
            disabled={provinces.length === 0}
            searchable
            withAsterisk
            allowDeselect={false}
            {...cascading("provinceCode", ["districtCode", "communeCode"])}
          />
          <Select
            label={t("district")}
            data={districts}
            placeholder={choose}
            searchable
            disabled={districts.length === 0}
            withAsterisk
            allowDeselect={false}
            {...cascading("districtCode", ["communeCode"])}
          />
          <Select
            label={t("commune")}
            data={communes}
            placeholder={choose}
            searchable
            disabled={communes.length === 0}
            withAsterisk
            allowDeselect={false}
            {...field("communeCode")}
          />
        </SimpleGrid>
        <Title order={2} size="h4" mt="sm">
          {t("gps")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("gpsHint")}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput label={t("latitude")} decimalScale={6} hideControls {...field("latitude")} />
          <NumberInput label={t("longitude")} decimalScale={6} hideControls {...field("longitude")} />
          <Button variant="default" onClick={fillMyPosition} style={{ alignSelf: "end" }}>
            {t("useMyPosition")}
          </Button>
        </SimpleGrid>
        {isPositionFailed ? <Text size="sm">{t("positionFailed")}</Text> : null}
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
