import type { TicketStatus } from "@isp/contracts/tickets/ticket";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Light badges keep dark text on a pale ground (4.5:1 in every colour).
const COLORS: Record<TicketStatus, string> = {
  open: "blue",
  in_progress: "orange",
  resolved: "green",
  closed: "gray",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="ticket-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
