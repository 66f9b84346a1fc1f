import {
  CreateEnquiryCall,
  EnquiryFormSchema,
  type EnquiryForm as EnquiryValues,
} from "@isp/contracts/enquiries/create-enquiry";
import {
  DEFAULT_ENQUIRY_SUBJECT_ID,
  type EnquirySubject,
} from "@isp/contracts/enquiries/list-enquiry-subjects";
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { CaptchaField } from "../../features/forms/captcha-field";
import { useCaptchaSend } from "../../features/forms/use-captcha-send";
import { useTranslation } from "../../i18n/use-translation";

const ThankYouDialog = lazy(() => import("./thank-you-dialog"));

const EMPTY: EnquiryValues = {
  fullName: "",
  contactNumber: "",
  email: "",
  accountNumber: "",
  passportNo: "",
  supportSubjectId: String(DEFAULT_ENQUIRY_SUBJECT_ID),
  comment: "",
};

/**
 * The enquiry form (spec §3, §4): on success it is cleared and a thank-you dialog opens; on failure
 * only the captcha is reset and the visitor reads why.
 */
export function EnquiryForm({ subjects }: { subjects: EnquirySubject[] }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const promoCode = searchParams.get("promocode");
  const form = useForm<EnquiryValues>({
    mode: "uncontrolled",
    initialValues: EMPTY,
    validate: schemaResolver(EnquiryFormSchema, { sync: true }),
  });
  const { captcha, send, isSending, failure, errorOf } = useCaptchaSend(form.errors);
  const [reference, setReference] = useState<number | null>(null);

  const submit = form.onSubmit(async (values) => {
    const sent = await send(CreateEnquiryCall, (captchaResponse) => ({
      body: {
        ...values,
        supportSubjectId: Number(values.supportSubjectId),
        // Spec §3: an empty e-mail is sent as null.
        email: values.email?.trim() ? values.email : null,
        promoCode: promoCode || null,
        captchaResponse,
      },
    }));
    if (sent) {
      form.reset();
      setReference(sent.data.id);
    }
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
