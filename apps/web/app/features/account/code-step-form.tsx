import { Anchor, Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { CodeFields } from "./account-fields";
import { AccountForm } from "./account-frame";
import type { CodeStep } from "./code-step";

/**
 * The code step of registration, password reset and customer link: the code (and whatever else the
 * step asks, such as a new password), and a way back to the first step for a new code. The first step
 * asks its fields again: the password typed there is never kept (see docs/decisions.md).
 */
export function CodeStepForm({
  codeStep,
  firstStepPath,
  error,
  submitLabel,
  isSending,
  children,
}: {
  codeStep: CodeStep;
  firstStepPath: string;
  error: string | undefined;
  submitLabel: string;
  isSending: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AccountForm intent="confirm">
        <CodeFields codeStep={codeStep} error={error} />
        {children}
        <Button type="submit" size="md" fullWidth loading={isSending}>
          {submitLabel}
        </Button>
      </AccountForm>
      <Group gap="xs">
        <Text size="sm">{t("account.code.notReceived")}</Text>
        <Anchor component={Link} to={firstStepPath} size="sm">
          {t("account.code.sendNew")}
        </Anchor>
      </Group>
    </>
  );
}
