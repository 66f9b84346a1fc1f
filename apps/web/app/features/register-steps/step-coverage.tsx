import type { Language } from "@isp/contracts/languages";
import { CreateOutOfCoverageLeadCall } from "@isp/contracts/orders/out-of-coverage-lead";
import type { Profile } from "@isp/contracts/selfcare/get-profile";
import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { fieldMessagesOf, sendForm } from "../../api/call-api";
import { CoverageCheck } from "../coverage/coverage-check";
import type { CoverageResult } from "../coverage/coverage-result";
import type { OrderDraft } from "./order-draft";
import { useJourneyTranslation } from "./use-journey-translation";

/** Spec §8 "I'm waiting for a call": the visitor's name and number go to sales as a lead; the journey ends. */
function WaitingForCall({
  profile,
  planCode,
  result,
}: {
  profile: Profile | null;
  planCode: string | null;
  result: CoverageResult;
}) {
  const { t, i18n } = useJourneyTranslation();
  const [fullName, setFullName] = useState(profile?.customer?.name ?? profile?.name ?? "");
  const [contactNumber, setContactNumber] = useState(profile?.customer?.phone ?? profile?.phone ?? "");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [isSent, setIsSent] = useState(false);
  const [isSending, setIsSending] = useState(false);
  if (isSent) {
    return (
      <Alert color="green" role="status" data-testid="lead-sent">
        <Text>{t("leadThanks")}</Text>
        <Button component={Link} to="/" variant="light" mt="sm">
          {t("backHome")}
        </Button>
      </Alert>
    );
  }
  const send = async () => {
    setIsSending(true);
    const position = result.position
      ? { lat: result.position.latitude, lng: result.position.longitude }
      : undefined;
    const sent = await sendForm(CreateOutOfCoverageLeadCall, {
      body: { fullName, contactNumber, ...(planCode ? { planCode } : {}), ...(position ? { position } : {}) },
      language: i18n.language as Language,
    });
    setIsSending(false);
    if (sent.isOk) setIsSent(true);
    else setErrors(fieldMessagesOf(sent.fieldErrors));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
      data-testid="lead-form"
    >
      <Stack gap="sm">
        <Text>{t("leadIntro")}</Text>
        <TextInput
          label={t("fullName")}
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          error={errors.fullName}
          withAsterisk
        />
        <TextInput
          label={t("phone")}
          type="tel"
          value={contactNumber}
          onChange={(event) => setContactNumber(event.currentTarget.value)}
          error={errors.contactNumber}
          withAsterisk
        />
        <Button type="submit" loading={isSending} style={{ alignSelf: "flex-start" }}>
          {t("sendLead")}
        </Button>
      </Stack>
    </form>
  );
}

/** Step 3: the coverage check; covered → on, not covered → "I'm waiting for a call". */
export function StepCoverage({
  draft,
  profile,
  onChange,
  onNext,
}: {
  draft: OrderDraft;
  profile: Profile | null;
  onChange: (patch: Partial<OrderDraft>) => void;
  onNext: () => void;
}) {
  const { t } = useJourneyTranslation();
  const [result, setResult] = useState<CoverageResult | null>(null);
  const [isAskingCall, setIsAskingCall] = useState(false);
  return (
    <Stack gap="md">
      <Text>{t("coverageIntro")}</Text>
      <CoverageCheck
        onResult={(answer) => {
          setResult(answer);
          setIsAskingCall(false);
          onChange({ isCovered: answer.inCoverage });
        }}
      />
      {result && !result.inCoverage && !isAskingCall ? (
        <Button variant="light" onClick={() => setIsAskingCall(true)} style={{ alignSelf: "flex-start" }}>
          {t("waitingForCall")}
        </Button>
      ) : null}
      {result && isAskingCall ? (
        <WaitingForCall profile={profile} planCode={draft.planCode} result={result} />
      ) : null}
      {draft.isCovered ? (
        <Button onClick={onNext} style={{ alignSelf: "flex-start" }}>
          {t("next")}
        </Button>
      ) : null}
    </Stack>
  );
}
