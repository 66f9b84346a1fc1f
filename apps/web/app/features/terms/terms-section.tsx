import { GetPageCall } from "@isp/contracts/pages/get-page";
import { Card, Text, Title } from "@mantine/core";
import { RichText } from "../../blocks/rich-text";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";

/** The content page holding the customer terms (content seed, editable like any page). */
const TERMS_PAGE_ID = "TermsAndConditions";

/**
 * The terms and conditions the customer's services run under (spec §2 Profile), folded under their
 * title: a long text few read in full, so it opens only when asked.
 */
export function TermsSection() {
  const terms = useCall(GetPageCall, { params: { pageId: TERMS_PAGE_ID } });
  return (
    <CallStateView state={terms} reload={terms.reload}>
      {({ data: page }) => (
        <Card withBorder radius="md" data-testid="terms-and-conditions">
          <details>
            <summary>
              <Title order={2} size="h4" component="span">
                {page.title}
              </Title>
            </summary>
            {page.description ? (
              <Text c="dimmed" my="sm">
                {page.description}
              </Text>
            ) : null}
            {page.pageWebParts.flatMap((part) =>
              part.webPartItems.map((item) =>
                item.content ? <RichText key={item.id} html={item.content} /> : null,
              ),
            )}
          </details>
        </Card>
      )}
    </CallStateView>
  );
}
