import { GetPayMyBillInfoCall } from "@isp/contracts/payments/pay-my-bill";
import { customerIdField } from "@isp/contracts/validation/rules";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import { CaptchaField } from "../forms/captcha-field";
import { useCaptchaSend } from "../forms/use-captcha-send";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

const CidFormSchema = z.object({ cid: customerIdField() });

/** Step 1: the CID and the captcha; the server texts a code to the phone on file. */
export function CidStep({
  onSent,
}: {
  onSent: (sent: { cid: string; verificationId: string; minutes: number }) => void;
}) {
  const { t } = usePayMyBillTranslation();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { cid: "" },
    validate: schemaResolver(CidFormSchema, { sync: true }),
  });
  const { captcha, send, isSending, failure, errorOf } = useCaptchaSend(form.errors);
  const submit = form.onSubmit(async ({ cid }) => {
    const trimmed = cid.trim();
    const sent = await send(GetPayMyBillInfoCall, (captchaResponse) => ({
      params: { cid: trimmed },
      query: { captchaResponse },
    }));
    if (sent)
      onSent({ cid: trimmed, verificationId: sent.data.verificationId, minutes: sent.data.expiresInMinutes });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="pay-bill-cid">
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t("cid")}
          description={t("cidHint")}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          key={form.key("cid")}
          {...form.getInputProps("cid")}
          error={errorOf("cid")}
        />
        <CaptchaField ref={captcha} error={errorOf("captchaResponse")} />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={isSending} w="fit-content">
          {t("sendCode")}
        </Button>
      </Stack>
    </form>
  );
}
