import type { InvoiceSummary } from "@isp/contracts/billing/list-invoices";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Paid, unpaid or overdue, in words and colour (the words carry it; the colour only helps). */
export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const status = invoice.isOverdue ? "overdue" : invoice.status;
  // Dark shades: white text on them keeps AA contrast at badge size.
  const color = { overdue: "red.9", unpaid: "orange.9", paid: "green.9" }[status];
  return (
    <Badge color={color} variant="filled" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
