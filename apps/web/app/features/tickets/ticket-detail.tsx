import "@mantine/core/styles/Timeline.css";
import { GetTicketCall } from "@isp/contracts/tickets/get-ticket";
import { isTicketActive, type TicketDetail } from "@isp/contracts/tickets/ticket";
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from "@mantine/core";
import { Link } from "react-router";
import { CambodiaMap } from "../../components/map/cambodia-map";
import { useTranslation } from "../../i18n/use-translation";
import { CallStateView } from "../self-care/call-state-view";
import { formatCambodiaTime } from "./format-time";
import { TicketStatusBadge } from "./ticket-status-badge";
import { usePolledCall } from "./use-polled-call";

/** While a ticket is open the engineer moves: ask again this often (issue 11). */
const REFRESH_MS = 30_000;
/** Close enough to see the streets around the engineer when a tile server adds them. */
const ENGINEER_ZOOM = 13;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

function EngineerMap({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  const position = ticket.plando_gps_location;
  if (!position) return <Text c="dimmed">{t("noPosition")}</Text>;
  const time = formatCambodiaTime(position.taken_at);
  return (
    <Stack gap="xs">
      <CambodiaMap
        label={t("map")}
        center={position}
        zoom={ENGINEER_ZOOM}
        height={300}
        markers={[
          {
            id: "engineer",
            longitude: position.longitude,
            latitude: position.latitude,
            label: ticket.responsible_person_name ?? t("engineer"),
          },
        ]}
        fallback={t("mapFallback", {
          latitude: position.latitude.toFixed(4),
          longitude: position.longitude.toFixed(4),
          time,
        })}
      />
      <Text size="sm" data-testid="position-time">
        {t("positionTaken", { time })}
      </Text>
    </Stack>
  );
}

function TicketView({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  const isActive = isTicketActive(ticket.status);
  const dash = "—";
  return (
    <Stack gap="md" data-testid="ticket-detail">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {t("ticketNumber", { id: ticket.ticket_id })}
          </Text>
          <Title order={2} size="h3">
            {ticket.subject}
          </Title>
        </div>
        <TicketStatusBadge status={ticket.status} />
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label={t("opened")} value={formatCambodiaTime(ticket.opened_at)} />
          <Fact
            label={t("appointment")}
            value={ticket.appointment_at ? formatCambodiaTime(ticket.appointment_at) : dash}
          />
          <Fact
            label={t("resolvedOn")}
            value={ticket.resolved_on ? formatCambodiaTime(ticket.resolved_on) : dash}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="md">
          {t("description")}
        </Text>
        <Text style={{ whiteSpace: "pre-wrap" }}>{ticket.describe_issue}</Text>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t("engineer")}
        </Text>
        {ticket.responsible_person_name ? (
          <Group gap="md">
            <Text fw={500} data-testid="engineer-name">
              {ticket.responsible_person_name}
            </Text>
            {ticket.responsible_person_phone ? (
              <Anchor href={`tel:${ticket.responsible_person_phone}`} data-testid="engineer-phone">
                {t("callEngineer", { phone: ticket.responsible_person_phone })}
              </Anchor>
            ) : null}
          </Group>
        ) : (
          <Text>{t("notAssigned")}</Text>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <section aria-labelledby="field-service-title">
          <Title order={3} size="h4" id="field-service-title" mb="sm">
            {t("fieldService")}
          </Title>
          <Timeline active={ticket.timeline.length - 1} bulletSize={18} lineWidth={2} data-testid="timeline">
            {ticket.timeline.map((event) => (
              <Timeline.Item key={`${event.status}-${event.at}`} title={t(`fieldStatus.${event.status}`)}>
                <Text size="sm" c="dimmed">
                  {formatCambodiaTime(event.at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
        {ticket.responsible_person_name ? (
          <section aria-labelledby="engineer-map-title">
            <Title order={3} size="h4" id="engineer-map-title" mb="sm">
              {t("map")}
            </Title>
            <EngineerMap ticket={ticket} />
          </section>
        ) : null}
      </SimpleGrid>
      {isActive ? (
        <Text size="sm" c="dimmed">
          {t("refreshing")}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One ticket (`/tickets?id=…`), asked again every 30 s while it is open and the page is visible. */
export function TicketDetailView({ ticketId, backHref }: { ticketId: number; backHref: string }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "tickets" });
  const state = usePolledCall(
    GetTicketCall,
    { params: { ticketId } },
    { intervalMs: REFRESH_MS, shouldPoll: (answer) => isTicketActive(answer.data.status) },
  );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backHref}>
        ← {t("allTickets")}
      </Anchor>
      {state.status === "failed" && state.httpStatus === 404 ? (
        <Alert color="gray" data-testid="ticket-not-found">
          {t("notFound")}
        </Alert>
      ) : (
        <CallStateView state={state} reload={state.reload}>
          {(answer) => <TicketView ticket={answer.data} />}
        </CallStateView>
      )}
    </Stack>
  );
}
