import type { Language } from "@isp/contracts/languages";
import { servicePath } from "@isp/contracts/services";
import {
  type CreateSupportRequestResponse,
  EnquiryFormSchema,
} from "@isp/contracts/support/create-support-request";
import {
  DEFAULT_SUPPORT_SUBJECT_ID,
  type SupportSubject,
} from "@isp/contracts/support/list-support-subjects";
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { apiSend } from "../../api/api-send";
import { CaptchaField, type CaptchaHandle } from "../forms/captcha-field";
import { sendFailureMessage } from "../forms/send-failure";
import { useFormErrors } from "../forms/use-form-errors";

const ThankYouDialog = lazy(() => import("./thank-you-dialog"));

type EnquiryValues = {
  fullName: string;
  contactNumber: string;
  email: string;
  accountNumber: string;
  passportNo: string;
  supportSubjectId: string;
  comment: string;
};

const EMPTY: EnquiryValues = {
  fullName: "",
  contactNumber: "",
  email: "",
  accountNumber: "",
  passportNo: "",
  supportSubjectId: String(DEFAULT_SUPPORT_SUBJECT_ID),
  comment: "",
};

/**
 * The enquiry form (spec §3, §4): on success it is cleared and a thank-you dialog opens; on failure
 * only the captcha is reset and the visitor reads why.
 */
export function EnquiryForm({ subjects }: { subjects: SupportSubject[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [searchParams] = useSearchParams();
  const promoCode = searchParams.get("promocode");
  const form = useForm<EnquiryValues>({
    mode: "uncontrolled",
    initialValues: EMPTY,
    validate: schemaResolver(EnquiryFormSchema, { sync: true }),
  });
  const { errorOf, setServerErrors } = useFormErrors(form.errors);
  const captcha = useRef<CaptchaHandle>(null);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState<number | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setServerErrors({});
    setIsSending(true);
    const captchaResponse = await captcha.current?.solve();
    if (!captchaResponse) {
      setServerErrors({ captchaResponse: { key: "captcha", message: t("forms.captchaUnsolved") } });
      setIsSending(false);
      return;
    }
    const result = await apiSend<CreateSupportRequestResponse["data"]>(
      servicePath("admin-api", "supportRequests"),
      {
        language,
        body: {
          ...values,
          supportSubjectId: Number(values.supportSubjectId),
          // Spec §3: an empty e-mail is sent as null.
          email: values.email.trim() === "" ? null : values.email,
          promoCode: promoCode || null,
          captchaResponse,
        },
      },
    );
    captcha.current?.reset();
    setIsSending(false);
    if (result.isOk) {
      form.reset();
      setReference(result.data.id);
      return;
    }
    setServerErrors(result.fieldErrors);
    setFailure(sendFailureMessage(result, t));
  });

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="enquiry-form" aria-label={t("forms.enquiryForm")}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t("forms.fullName")}
              autoComplete="name"
              withAsterisk
              key={form.key("fullName")}
              {...form.getInputProps("fullName")}
              error={errorOf("fullName")}
            />
            <TextInput
              label={t("forms.contactNumber")}
              description={t("forms.phoneHint")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              withAsterisk
              key={form.key("contactNumber")}
              {...form.getInputProps("contactNumber")}
              error={errorOf("contactNumber")}
            />
            <TextInput
              label={t("forms.emailOptional")}
              type="email"
              autoComplete="email"
              key={form.key("email")}
              {...form.getInputProps("email")}
              error={errorOf("email")}
            />
            <NativeSelect
              label={t("forms.subject")}
              data={subjects.map((subject) => ({ value: String(subject.id), label: subject.name }))}
              key={form.key("supportSubjectId")}
              {...form.getInputProps("supportSubjectId")}
              error={errorOf("supportSubjectId")}
            />
            <TextInput
              label={t("forms.accountNumber")}
              description={t("forms.accountNumberHint")}
              inputMode="numeric"
              key={form.key("accountNumber")}
              {...form.getInputProps("accountNumber")}
              error={errorOf("accountNumber")}
            />
            <TextInput
              label={t("forms.passportNo")}
              key={form.key("passportNo")}
              {...form.getInputProps("passportNo")}
              error={errorOf("passportNo")}
            />
          </SimpleGrid>
          <Textarea
            label={t("forms.message")}
            autosize
            minRows={3}
            maxRows={8}
            key={form.key("comment")}
            {...form.getInputProps("comment")}
            error={errorOf("comment")}
          />
          <CaptchaField ref={captcha} error={errorOf("captchaResponse")} />
          {failure ? (
            <Alert color="red" role="alert" data-testid="form-failure">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={isSending}>
              {t("forms.send")}
            </Button>
          </Group>
        </Stack>
      </form>
      {reference !== null ? (
        <Suspense fallback={null}>
          <ThankYouDialog reference={reference} onClose={() => setReference(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
