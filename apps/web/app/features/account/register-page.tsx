import { accountPagePath } from "@isp/contracts/identity/account-pages";
import { Anchor, Button, Group, Text, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { LoginField, NewPasswordFields } from "./account-fields";
import { AccountForm, AccountFrame, BackToSite, ExpiredNotice, FailureAlert } from "./account-frame";
import { useAccountPage } from "./account-page-data";
import { CodeStepForm } from "./code-step-form";

/**
 * /account/register/{uid}: name, login and password, then the code sent to the login
 * (`?verification=…`); confirming it creates the account and signs in.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { interaction, codeStep, failure, isExpired, fieldErrors, values, isSending } = useAccountPage();
  if (isExpired || !interaction) return <ExpiredNotice />;
  const path = accountPagePath("register", interaction.uid);
  if (codeStep) {
    return (
      <AccountFrame title={t("account.code.title")} testId="account-register-code">
        {failure ? <FailureAlert failure={failure} /> : null}
        <CodeStepForm
          codeStep={codeStep}
          firstStepPath={path}
          error={fieldErrors.code}
          submitLabel={t("account.register.confirm")}
          isSending={isSending}
        />
      </AccountFrame>
    );
  }
  return (
    <AccountFrame
      title={t("account.register.title")}
      intro={t("account.register.intro")}
      testId="account-register"
    >
      {failure ? <FailureAlert failure={failure} /> : null}
      <AccountForm intent="register">
        <TextInput
          name="name"
          label={t("account.name")}
          autoComplete="name"
          required
          maxLength={100}
          size="md"
          defaultValue={values.name ?? ""}
          error={fieldErrors.name}
        />
        <LoginField defaultValue={values.login ?? interaction.loginHint ?? ""} error={fieldErrors.login} />
        <NewPasswordFields label={t("account.password")} errors={fieldErrors} />
        <Button type="submit" size="md" fullWidth loading={isSending}>
          {t("account.register.submit")}
        </Button>
      </AccountForm>
      <Group gap="xs">
        <Text size="sm">{t("account.register.haveAccount")}</Text>
        <Anchor component={Link} to={accountPagePath("signIn", interaction.uid)} size="sm">
          {t("account.register.signIn")}
        </Anchor>
      </Group>
      <BackToSite />
    </AccountFrame>
  );
}
