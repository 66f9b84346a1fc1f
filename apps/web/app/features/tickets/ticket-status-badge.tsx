import type { TicketStatus } from "@isp/contracts/tickets/ticket";
import { Badge } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation";

// White text on these keeps 4.5:1 at badge size (Mantine's orange.9 and green.9 fall just short).
const COLORS: Record<TicketStatus, string> = {
  open: "#1864ab",
  in_progress: "#a63a0a",
  resolved: "#1e6b30",
  closed: "#495057",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  return (
    <Badge color={COLORS[status]} variant="filled" data-testid="ticket-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
