import { ListTicketServicesCall, type TicketService } from "@isp/contracts/tickets/list-ticket-services";
import { ListTicketsBySidCall } from "@isp/contracts/tickets/list-tickets-by-sid";
import type { TicketSummary } from "@isp/contracts/tickets/ticket";
import { Alert, Anchor, Button, Card, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";
import { formatCambodiaTime } from "./format-time";
import { OpenTicketForm } from "./open-ticket-form";
import { TicketDetailView } from "./ticket-detail";
import { TicketStatusBadge } from "./ticket-status-badge";

/** `/tickets?service=…` lists a service's tickets; `&id=…` shows one (docs/decisions.md). */
const hrefOf = (serviceId: string, ticketId?: number) =>
  `/tickets?service=${encodeURIComponent(serviceId)}${ticketId ? `&id=${ticketId}` : ""}`;

function TicketRow({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  return (
    <Card withBorder component="li" data-testid="ticket-row" data-ticket-id={ticket.ticket_id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t("ticketNumber", { id: ticket.ticket_id })}
          </Text>
          <Text fw={600}>{ticket.subject}</Text>
        </Stack>
        <TicketStatusBadge status={ticket.status} />
      </Group>
      <Group gap="lg" mt="xs">
        <Text size="sm">
          {t("opened")}: {formatCambodiaTime(ticket.opened_at)}
        </Text>
        {ticket.resolved_on ? (
          <Text size="sm">
            {t("resolvedOn")}: {formatCambodiaTime(ticket.resolved_on)}
          </Text>
        ) : null}
        {ticket.planado_status && !ticket.resolved_on ? (
          <Text size="sm">{t(`fieldStatus.${ticket.planado_status}`)}</Text>
        ) : null}
      </Group>
      <Anchor
        component={Link}
        to={hrefOf(ticket.service_id, ticket.ticket_id)}
        mt="xs"
        aria-label={`${t("details")}: ${t("ticketNumber", { id: ticket.ticket_id })}`}
      >
        {t("details")}
      </Anchor>
    </Card>
  );
}

function TicketList({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  const state = useCall(ListTicketsBySidCall, { query: { ServiceId: serviceId } });
  return (
    <CallStateView
      state={state}
      reload={state.reload}
      isEmpty={(answer) => answer.data.length === 0}
      empty={t("noTickets")}
    >
      {(answer) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t("range", { from: answer.fromDate, to: answer.toDate })}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} data-testid="ticket-list">
            {answer.data.map((ticket) => (
              <TicketRow key={ticket.ticket_id} ticket={ticket} />
            ))}
          </Stack>
        </Stack>
      )}
    </CallStateView>
  );
}

function ServiceTickets({ services }: { services: readonly TicketService[] }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  const asked = searchParams.get("service");
  const service = services.find((item) => item.service_id === asked) ?? services[0];
  const ticketId = Number(searchParams.get("id"));
  if (!service) return null;
  const labelOf = (item: TicketService) =>
    t("serviceOption", { name: item.service_name, plan: item.plan_name, sid: item.service_id });

  if (Number.isInteger(ticketId) && ticketId > 0) {
    return (
      <Stack gap="md">
        {opened === ticketId ? (
          <Alert color="green" role="status" data-testid="ticket-opened">
            {t("created", { id: ticketId })}
          </Alert>
        ) : null}
        <TicketDetailView ticketId={ticketId} backHref={hrefOf(service.service_id)} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <NativeSelect
          label={t("service")}
          data={services.map((item) => ({ value: item.service_id, label: labelOf(item) }))}
          value={service.service_id}
          onChange={(event) => navigate(hrefOf(event.currentTarget.value))}
          style={{ flex: "1 1 16rem", maxWidth: "32rem" }}
        />
        {isFormOpen ? null : <Button onClick={() => setIsFormOpen(true)}>{t("newTicket")}</Button>}
      </Group>
      {isFormOpen ? (
        <OpenTicketForm
          services={services}
          serviceId={service.service_id}
          serviceLabel={labelOf}
          onCancel={() => setIsFormOpen(false)}
          onOpened={(id, serviceId) => {
            setIsFormOpen(false);
            setOpened(id);
            navigate(hrefOf(serviceId, id));
          }}
        />
      ) : null}
      <TicketList serviceId={service.service_id} />
    </Stack>
  );
}

/** The customer's tickets, service by service, a ticket's detail, and a new ticket (issue 11). */
export function TicketsScreen() {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  const state = useCall(ListTicketServicesCall, {});
  return (
    <CallStateView
      state={state}
      reload={state.reload}
      isEmpty={(answer) => answer.data.length === 0}
      empty={t("noServices")}
    >
      {(answer) => <ServiceTickets services={answer.data} />}
    </CallStateView>
  );
}
