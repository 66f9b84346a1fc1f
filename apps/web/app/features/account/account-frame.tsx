import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import type { AccountFailure } from "./account-failure";

/** The card every page of the provider shows its form in, narrow enough for one hand on a phone. */
export function AccountFrame({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Container size={480} px="md" py="xl" data-testid={testId}>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro ? <Text>{intro}</Text> : null}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The interaction is unknown or expired: nothing on this page can work, the person starts again. */
export function ExpiredNotice() {
  const { t } = useTranslation();
  return (
    <AccountFrame
      title={t("account.expired.title")}
      intro={t("account.expired.text")}
      testId="account-expired"
    >
      {/* /login belongs to the web client, not to this route tree: a full navigation. */}
      <Button component="a" href="/login" size="md">
        {t("account.expired.startAgain")}
      </Button>
    </AccountFrame>
  );
}

/** The API's message for a refused form, or the system-error text when it gave none. */
export function FailureAlert({ failure, signInPath }: { failure: AccountFailure; signInPath?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={failure.message ?? t("errors.system")}>
      {failure.isSignInRequired && signInPath ? (
        <Anchor component={Link} to={signInPath}>
          {t("account.goToSignIn")}
        </Anchor>
      ) : null}
    </Alert>
  );
}

/**
 * A form of a page, posted to the page's action: a plain POST without JavaScript, in place with it.
 * The intent tells the action which form it is (a page holds several). The API checks the fields
 * and answers its messages in the page's language, so the browser's own checks stay off.
 */
export function AccountForm({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <Form method="post" noValidate data-testid={`account-form-${intent}`}>
      <input type="hidden" name="intent" value={intent} />
      <Stack gap="md">{children}</Stack>
    </Form>
  );
}

/** Leaves the sign-in: the provider tells the client that the person went back (access_denied). */
export function BackToSite() {
  const { t } = useTranslation();
  return (
    <AccountForm intent="abort">
      <Button type="submit" variant="subtle" size="sm" px={0} w="fit-content">
        {t("account.backToSite")}
      </Button>
    </AccountForm>
  );
}
