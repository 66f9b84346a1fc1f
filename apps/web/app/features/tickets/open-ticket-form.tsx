import type { Language } from "@isp/contracts/languages";
import {
  type CreateTicket,
  CreateTicketCall,
  CreateTicketSchema,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
} from "@isp/contracts/tickets/create-ticket";
import type { TicketService } from "@isp/contracts/tickets/list-ticket-services";
import type { FieldError } from "@isp/contracts/validation/field-errors";
import { validationMessageOf } from "@isp/contracts/validation/messages";
import { Alert, Button, Card, Group, NativeSelect, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { sendForm } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";

/**
 * The new-ticket form: service (one of the customer's), subject and description, checked in the
 * browser by the API's own schema; the server's field messages show beside the fields too.
 */
export function OpenTicketForm({
  services,
  serviceId,
  serviceLabel,
  onOpened,
  onCancel,
}: {
  services: readonly TicketService[];
  serviceId: string;
  serviceLabel: (service: TicketService) => string;
  onOpened: (ticketId: number, serviceId: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "tickets" });
  const language = i18n.language as Language;
  const form = useForm<CreateTicket>({
    mode: "uncontrolled",
    initialValues: { serviceId, subject: "", describeIssue: "" },
    validate: schemaResolver(CreateTicketSchema, { sync: true }),
  });
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const errorOf = (field: keyof CreateTicket): string | undefined => {
    const own = form.errors[field];
    if (own !== undefined && own !== null) return validationMessageOf(String(own), language);
    return serverErrors[field]?.message;
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setServerErrors({});
    setIsSending(true);
    try {
      const result = await sendForm(CreateTicketCall, { body: values, language });
      if (result.isOk) {
        onOpened(result.data.data.ticket_id, result.data.data.service_id);
        return;
      }
      setServerErrors(result.fieldErrors);
      setFailure(
        result.status === 400 ? (result.message ?? t("checkFields")) : (result.message ?? t("sendFailed")),
      );
    } finally {
      setIsSending(false);
    }
  });

  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate aria-labelledby="new-ticket-title" data-testid="new-ticket-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-ticket-title">
            {t("newTicketTitle")}
          </Title>
          <NativeSelect
            label={t("service")}
            withAsterisk
            data={services.map((service) => ({ value: service.service_id, label: serviceLabel(service) }))}
            key={form.key("serviceId")}
            {...form.getInputProps("serviceId")}
            error={errorOf("serviceId")}
          />
          <TextInput
            label={t("subject")}
            withAsterisk
            maxLength={TICKET_SUBJECT_MAX_LENGTH}
            key={form.key("subject")}
            {...form.getInputProps("subject")}
            error={errorOf("subject")}
          />
          <Textarea
            label={t("describeIssue")}
            description={t("describeIssueHint")}
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
            key={form.key("describeIssue")}
            {...form.getInputProps("describeIssue")}
            error={errorOf("describeIssue")}
          />
          {failure ? (
            <Alert color="red" role="alert" data-testid="form-failure">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={isSending}>
              {t("send")}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t("cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
