import { accountPagePath } from "@isp/contracts/identity/account-pages";
import { Anchor, Button } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { LoginField, NewPasswordFields } from "./account-fields";
import { AccountForm, AccountFrame, ExpiredNotice, FailureAlert } from "./account-frame";
import { useAccountPage } from "./account-page-data";
import { CodeStepForm } from "./code-step-form";

/**
 * /account/forgot-password/{uid}: the login, then the code sent to it with a new password; saving it
 * signs in. The first step answers alike whether or not the login has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { interaction, codeStep, failure, isExpired, fieldErrors, values, isSending } = useAccountPage();
  if (isExpired || !interaction) return <ExpiredNotice />;
  const backToSignIn = (
    <Anchor component={Link} to={accountPagePath("signIn", interaction.uid)} size="sm">
      {t("account.forgotPassword.backToSignIn")}
    </Anchor>
  );
  if (codeStep) {
    return (
      <AccountFrame title={t("account.forgotPassword.title")} testId="account-reset-code">
        {failure ? <FailureAlert failure={failure} /> : null}
        <CodeStepForm
          codeStep={codeStep}
          firstStepPath={accountPagePath("forgotPassword", interaction.uid)}
          error={fieldErrors.code}
          submitLabel={t("account.forgotPassword.confirm")}
          isSending={isSending}
        >
          <NewPasswordFields label={t("account.newPassword")} errors={fieldErrors} />
        </CodeStepForm>
        {backToSignIn}
      </AccountFrame>
    );
  }
  return (
    <AccountFrame
      title={t("account.forgotPassword.title")}
      intro={t("account.forgotPassword.intro")}
      testId="account-reset"
    >
      {failure ? <FailureAlert failure={failure} /> : null}
      <AccountForm intent="reset">
        <LoginField defaultValue={values.login ?? interaction.loginHint ?? ""} error={fieldErrors.login} />
        <Button type="submit" size="md" fullWidth loading={isSending}>
          {t("account.forgotPassword.submit")}
        </Button>
      </AccountForm>
      {backToSignIn}
    </AccountFrame>
  );
}
