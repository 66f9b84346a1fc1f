import { accountPagePath } from "@isp/contracts/identity/account-pages";
import { Anchor, Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { LoginField, PasswordField } from "./account-fields";
import { AccountForm, AccountFrame, BackToSite, ExpiredNotice, FailureAlert } from "./account-frame";
import { useAccountPage } from "./account-page-data";

/** /account/sign-in/{uid}: the provider's sign-in, by e-mail address or mobile number. */
export function SignInPage() {
  const { t } = useTranslation();
  const { interaction, failure, isExpired, fieldErrors, values, isSending } = useAccountPage();
  if (isExpired || !interaction) return <ExpiredNotice />;
  const { uid } = interaction;
  return (
    <AccountFrame
      title={t("account.signIn.title")}
      intro={t("account.signIn.intro")}
      testId="account-sign-in"
    >
      {failure ? <FailureAlert failure={failure} /> : null}
      <AccountForm intent="sign-in">
        <LoginField defaultValue={values.login ?? interaction.loginHint ?? ""} error={fieldErrors.login} />
        <PasswordField
          name="password"
          label={t("account.password")}
          autoComplete="current-password"
          error={fieldErrors.password}
        />
        <Anchor component={Link} to={accountPagePath("forgotPassword", uid)} size="sm">
          {t("account.signIn.forgotPassword")}
        </Anchor>
        <Button type="submit" size="md" fullWidth loading={isSending}>
          {t("account.signIn.submit")}
        </Button>
      </AccountForm>
      <Group gap="xs">
        <Text size="sm">{t("account.signIn.noAccount")}</Text>
        <Anchor component={Link} to={accountPagePath("register", uid)} size="sm">
          {t("account.signIn.register")}
        </Anchor>
      </Group>
      <BackToSite />
    </AccountFrame>
  );
}
