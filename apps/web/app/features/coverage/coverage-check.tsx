import "../../components/dictionary/select-styles";
import type { Language } from "@isp/contracts/languages";
import { CommuneCoverageCall, InCoverageCall } from "@isp/contracts/map/in-coverage";
import { ListCommunesCall, ListDistrictsCall, ListProvincesCall } from "@isp/contracts/selfcare/dictionaries";
import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { callApi } from "../../api/call-api";
import { useDictionary } from "../../components/dictionary/use-dictionary";
import { CambodiaMap } from "../../components/map/cambodia-map";
import type { MapPosition } from "../../components/map/map-types";
import { type CoverageResult, CoverageResultNotice } from "./coverage-result";
import { useCoverageAreas } from "./use-coverage-areas";
import { useCoverageTranslation } from "./use-coverage-translation";

type Status = "idle" | "checking" | "locating" | "location-failed";

/**
 * Coverage at an address, three ways: province → district → commune (usable with a keyboard and a
 * screen reader, no map needed), a point picked on the map, or the device's location. Tells the
 * visitor the answer (spec §8) and hands it to `onResult` (the order journey's coverage step).
 */
export function CoverageCheck({ onResult }: { onResult?: (result: CoverageResult) => void }) {
  const { t, i18n } = useCoverageTranslation();
  const language = i18n.language as Language;
  const [provinceId, setProvinceId] = useState<string | null>(null);
  const [districtId, setDistrictId] = useState<string | null>(null);
  const [communeId, setCommuneId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [picked, setPicked] = useState<MapPosition | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [result, setResult] = useState<CoverageResult | null>(null);
  const provinces = useDictionary(ListProvincesCall);
  const districts = useDictionary(ListDistrictsCall, provinceId);
  const communes = useDictionary(ListCommunesCall, districtId);
  const areas = useCoverageAreas();

  const show = (answer: CoverageResult) => {
    setResult(answer);
    setStatus("idle");
    onResult?.(answer);
  };

  const checkCommune = async () => {
    if (!communeId) {
      setMissing(true);
      return;
    }
    setStatus("checking");
    try {
      const { data } = await callApi(CommuneCoverageCall, { params: { code: communeId }, language });
      show({ ...data, position: null });
    } catch {
      setStatus("idle");
    }
  };

  const checkPoint = async (position: MapPosition) => {
    setPicked(position);
    setStatus("checking");
    try {
      const query = { lat: position.latitude, lng: position.longitude };
      const { data } = await callApi(InCoverageCall, { query, language });
      show({ ...data, position });
    } catch {
      setStatus("idle");
    }
  };

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setStatus("location-failed");
      return;
    }
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => checkPoint({ latitude: coords.latitude, longitude: coords.longitude }),
      () => setStatus("location-failed"),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const required = (isMissing: boolean) => (isMissing ? t("required") : undefined);

  return (
    <Stack gap="md" data-testid="coverage-check">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void checkCommune();
        }}
        noValidate
        aria-labelledby="coverage-by-address"
      >
        <Title order={3} size="h4" id="coverage-by-address" mb="xs">
          {t("byAddress")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("province")}
            placeholder={t("choose")}
            data={provinces}
            value={provinceId}
            disabled={provinces.length === 0}
            searchable
            onChange={(value) => {
              setProvinceId(value);
              setDistrictId(null);
              setCommuneId(null);
            }}
          />
          <Select
            label={t("district")}
            placeholder={t("choose")}
            data={districts}
            value={districtId}
            searchable
            disabled={districts.length === 0}
            onChange={(value) => {
              setDistrictId(value);
              setCommuneId(null);
            }}
          />
          <Select
            label={t("commune")}
            placeholder={t("choose")}
            data={communes}
            value={communeId}
            searchable
            withAsterisk
            disabled={communes.length === 0}
            error={required(missing && !communeId)}
            onChange={(value) => {
              setCommuneId(value);
              setMissing(false);
            }}
          />
        </SimpleGrid>
        <Button type="submit" mt="sm" loading={status === "checking" && !picked}>
          {t("check")}
        </Button>
      </form>

      <div aria-live="polite">{result ? <CoverageResultNotice result={result} /> : null}</div>

      <div>
        <Title order={3} size="h4" mb="xs">
          {t("onMap")}
        </Title>
        <Group gap="sm" mb="xs" align="center">
          <Button variant="light" onClick={locate} loading={status === "locating"}>
            {t("useLocation")}
          </Button>
          <Text size="sm" c="dimmed">
            {status === "locating" ? t("locating") : t("mapHint")}
          </Text>
        </Group>
        {status === "location-failed" ? (
          <Text size="sm" c="red.8" mb="xs" role="alert">
            {t("locationFailed")}
          </Text>
        ) : null}
        <CambodiaMap
          label={t("mapLabel")}
          height={380}
          areas={areas ?? undefined}
          markers={picked ? [{ id: "picked", ...picked, label: t("pickedPlace"), tone: "accent" }] : []}
          center={picked ?? undefined}
          zoom={picked ? 11 : undefined}
          onPick={(position) => void checkPoint(position)}
          fallback={t("mapFallback")}
        />
      </div>
    </Stack>
  );
}
