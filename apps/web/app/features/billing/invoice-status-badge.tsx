import type { InvoiceSummary } from "@isp/contracts/billing/list-invoices";
import { Badge } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation";

/** Shades dark enough for white badge text to keep AA contrast (Mantine's green.9 is not). */
export const STATUS_COLORS = {
  paid: "#1f6f3a",
  unpaid: "#a1430c",
  overdue: "#b02525",
  active: "#1f6f3a",
  pending: "#a1430c",
  suspended: "#b02525",
} as const;

/** Paid, unpaid or overdue, in words and colour (the words carry it; the colour only helps). */
export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const status = invoice.isOverdue ? "overdue" : invoice.status;
  const color = STATUS_COLORS[status];
  return (
    <Badge color={color} variant="filled" data-status={status} style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
