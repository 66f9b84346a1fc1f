import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import {
  type ApplicationForm,
  ApplicationFormSchema,
  ApplyVacancyCall,
  CV_ACCEPT,
  CV_MAX_MEGABYTES,
} from "@isp/contracts/vacancies/apply-vacancy";
import type { VacancyDetail } from "@isp/contracts/vacancies/get-vacancy";
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { CaptchaField } from "../forms/captcha-field";
import { useCaptchaSend } from "../forms/use-captcha-send";

const EMPTY_APPLICATION: ApplicationForm = {
  FirstName: "",
  LastName: "",
  Email: "",
  ContactNumber: "",
  Comment: "",
  Cv: null,
};

type Props = { vacancy: VacancyDetail; isOpen: boolean; onClose: () => void };

/** Spec §4 "Application dialog": the form, then after a successful send a "sent" confirmation. */
export default function ApplyDialog({ vacancy, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<ApplicationForm>({
    mode: "uncontrolled",
    initialValues: EMPTY_APPLICATION,
    validate: schemaResolver(ApplicationFormSchema, { sync: true }),
  });
  const { captcha, send, isSending, failure, clearFailure, errorOf } = useCaptchaSend(form.errors);
  const [isSent, setIsSent] = useState(false);

  const submit = form.onSubmit(async ({ Cv, ...fields }) => {
    // The form's rules have required the CV; this tells the type checker.
    if (!Cv) return;
    const sent = await send(ApplyVacancyCall, (captchaResponse) => ({
      params: { vacancy: vacancy.id },
      body: { ...fields, Cv, VacancyId: vacancy.id, captchaResponse },
    }));
    if (sent) {
      form.reset();
      setIsSent(true);
    }
  });

  const close = () => {
    onClose();
    setIsSent(false);
    clearFailure();
  };

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={isSent ? t("careers.sentTitle") : t("careers.applyFor", { name: vacancy.name })}
      size="lg"
      fullScreen={false}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {isSent ? (
        <Stack data-testid="application-sent">
          <Text>{t("careers.sentText")}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t("common.close")}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="apply-form">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t("forms.firstName")}
                autoComplete="given-name"
                withAsterisk
                key={form.key("FirstName")}
                {...form.getInputProps("FirstName")}
                error={errorOf("FirstName")}
              />
              <TextInput
                label={t("forms.lastName")}
                autoComplete="family-name"
                withAsterisk
                key={form.key("LastName")}
                {...form.getInputProps("LastName")}
                error={errorOf("LastName")}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t("forms.email")}
                type="email"
                autoComplete="email"
                withAsterisk
                key={form.key("Email")}
                {...form.getInputProps("Email")}
                error={errorOf("Email")}
              />
              <TextInput
                label={t("forms.contactNumber")}
                description={t("forms.phoneHint")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                withAsterisk
                key={form.key("ContactNumber")}
                {...form.getInputProps("ContactNumber")}
                error={errorOf("ContactNumber")}
              />
            </SimpleGrid>
            <Textarea
              label={t("careers.comment")}
              autosize
              minRows={3}
              maxRows={8}
              withAsterisk
              key={form.key("Comment")}
              {...form.getInputProps("Comment")}
              error={errorOf("Comment")}
            />
            <FileInput
              label={t("careers.cv")}
              description={t("careers.cvHint", { size: CV_MAX_MEGABYTES })}
              placeholder={t("careers.cvChoose")}
              accept={CV_ACCEPT}
              clearable
              clearButtonProps={{ "aria-label": t("careers.cvClear") }}
              withAsterisk
              key={form.key("Cv")}
              {...form.getInputProps("Cv")}
              error={errorOf("Cv")}
              data-testid="cv-input"
            />
            <CaptchaField ref={captcha} error={errorOf("captchaResponse")} />
            {failure ? (
              <Alert color="red" role="alert" data-testid="form-failure">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={isSending}>
                {t("careers.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
