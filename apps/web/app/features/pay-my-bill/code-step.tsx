import type { Language } from "@isp/contracts/languages";
import { VerifyPayMyBillCodeCall } from "@isp/contracts/payments/pay-my-bill";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { sendForm } from "../../api/call-api";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/** Step 2: the code from the SMS, which gives the token of the CID. */
export function CodeStep({
  cid,
  verificationId,
  minutes,
  onVerified,
  onRestart,
}: {
  cid: string;
  verificationId: string;
  minutes: number;
  onVerified: (token: string) => void;
  onRestart: () => void;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setIsSending(true);
    const result = await sendForm(VerifyPayMyBillCodeCall, {
      params: { cid },
      body: { verificationId, code },
      language: i18n.language as Language,
    });
    setIsSending(false);
    if (result.isOk) return onVerified(result.data.data.token);
    setFailure(result.fieldErrors.code?.message ?? result.message ?? t("failed"));
  }
  return (
    <form onSubmit={confirm} noValidate data-testid="pay-bill-code">
      <Stack gap="sm" maw={420}>
        <Text>{t("codeSent", { cid, minutes })}</Text>
        <TextInput
          label={t("code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={200}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ""))}
          error={failure}
        />
        <Group>
          <Button type="submit" loading={isSending} disabled={code.length !== 6}>
            {t("confirm")}
          </Button>
          <Button variant="subtle" onClick={onRestart}>
            {t("otherCid")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
