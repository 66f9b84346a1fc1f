import type { Language } from "@isp/contracts/languages";
import { CreateBusinessQuotationCall } from "@isp/contracts/orders/business-quotation";
import type { Quotation } from "@isp/contracts/selfcare/list-mapp-quotations";
import { Alert, Button, Card, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { sendForm } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";
import type { OrderDraft } from "./order-draft";
import { useJourneyTranslation } from "./use-journey-translation";

const COMMENT_MAX_LENGTH = 1000;

/**
 * Step 7 for a business: a quotation instead of the order (spec §7 `Orders/BusinessQuotation`), with
 * what sales should know. No visit is booked: sales agrees one when they call.
 */
export function QuotationRequest({
  draft,
  locationId,
  onQuoted,
}: {
  draft: OrderDraft;
  locationId: number;
  onQuoted: (quotation: Quotation) => void;
}) {
  const { t, i18n } = useJourneyTranslation();
  const { t: shell } = useTranslation();
  const [comment, setComment] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const ask = async () => {
    if (!draft.planCode) return;
    setIsSending(true);
    setFailure(null);
    const sent = await sendForm(CreateBusinessQuotationCall, {
      body: {
        planCode: draft.planCode,
        periodMonths: draft.periodMonths,
        addonPlanCodes: draft.addonPlanCodes,
        locationId,
        comment,
      },
      language: i18n.language as Language,
    });
    setIsSending(false);
    if (sent.isOk) onQuoted(sent.data.data);
    else setFailure(sent.message ?? shell("errors.system"));
  };

  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="quotation-request"
      data-testid="quotation-request"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="quotation-request">
          {t("quotationTitle")}
        </Title>
        <Text size="sm">{t("quotationIntro")}</Text>
        <Textarea
          label={t("quotationComment")}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={COMMENT_MAX_LENGTH}
          autosize
          minRows={2}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button
          variant="light"
          onClick={() => void ask()}
          loading={isSending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("askQuotation")}
        </Button>
      </Stack>
    </Card>
  );
}

export function QuotationRequested({ quotation }: { quotation: Quotation }) {
  const { t } = useJourneyTranslation();
  return (
    <Alert color="green" role="status" data-testid="quotation-requested">
      <Text fw={700}>{t("quotationRequested", { number: quotation.quotationNumber })}</Text>
      <Text size="sm" mt="xs">
        {t("promiseSales")} {t("promiseContract")}
      </Text>
      <Button component={Link} to="/profile/quotation" mt="sm" variant="light">
        {t("seeQuotations")}
      </Button>
    </Alert>
  );
}
