import type { InvoiceSummary } from "@isp/contracts/billing/list-invoices";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Paid, unpaid or overdue, in words and colour (the words carry it; the colour only helps). */
export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const status = invoice.isOverdue ? "overdue" : invoice.status;
  const color = { overdue: "red.8", unpaid: "yellow.9", paid: "green.8" }[status];
  return (
    <Badge color={color} variant={status === "paid" ? "light" : "filled"} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
