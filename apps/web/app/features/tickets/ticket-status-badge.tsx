import type { TicketStatus } from "@isp/contracts/tickets/ticket";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Dark shades: white text on them keeps AA contrast at badge size (as billing's status badges).
const COLORS: Record<TicketStatus, string> = {
  open: "blue.9",
  in_progress: "orange.9",
  resolved: "green.9",
  closed: "gray.7",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  return (
    <Badge color={COLORS[status]} variant="filled" data-testid="ticket-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
