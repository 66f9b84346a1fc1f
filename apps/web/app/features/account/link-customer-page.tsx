import { accountPagePath } from "@isp/contracts/identity/account-pages";
import { Alert, Anchor, Button, Text, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { AccountForm, AccountFrame, ExpiredNotice, FailureAlert } from "./account-frame";
import { useAccountPage } from "./account-page-data";
import { CodeStepForm } from "./code-step-form";

/**
 * /account/link-customer/{uid}: after signing in, the customer id (CID), then the code sent by SMS to
 * the phone on the customer record. Offered, never forced: "Skip" goes on signing in.
 */
export function LinkCustomerPage() {
  const { t } = useTranslation();
  const { interaction, codeStep, failure, isExpired, fieldErrors, values, isSending } = useAccountPage();
  if (isExpired || !interaction) return <ExpiredNotice />;
  const signInPath = accountPagePath("signIn", interaction.uid);
  const title = t("account.linkCustomer.title");
  if (interaction.signedInName === null) {
    return (
      <AccountFrame title={title} testId="account-link-sign-in">
        <Alert color="brand" title={t("account.signInRequired")}>
          <Anchor component={Link} to={signInPath}>
            {t("account.goToSignIn")}
          </Anchor>
        </Alert>
      </AccountFrame>
    );
  }
  const signedInAs = (
    <Text size="sm" c="dimmed">
      {t("account.linkCustomer.signedInAs", { name: interaction.signedInName })}
    </Text>
  );
  const skip = (
    <AccountForm intent="skip">
      <Button type="submit" variant="default" size="md" fullWidth>
        {t("account.linkCustomer.skip")}
      </Button>
    </AccountForm>
  );
  if (codeStep) {
    return (
      <AccountFrame title={title} testId="account-link-code">
        {signedInAs}
        {failure ? <FailureAlert failure={failure} signInPath={signInPath} /> : null}
        <CodeStepForm
          codeStep={codeStep}
          firstStepPath={accountPagePath("linkCustomer", interaction.uid)}
          error={fieldErrors.code}
          submitLabel={t("account.linkCustomer.confirm")}
          isSending={isSending}
        />
        {skip}
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={title} intro={t("account.linkCustomer.intro")} testId="account-link">
      {signedInAs}
      {failure ? <FailureAlert failure={failure} signInPath={signInPath} /> : null}
      <AccountForm intent="link">
        <TextInput
          name="customerId"
          label={t("account.linkCustomer.customerId")}
          description={t("account.linkCustomer.customerIdHint")}
          inputMode="numeric"
          required
          maxLength={20}
          size="md"
          defaultValue={values.customerId ?? ""}
          error={fieldErrors.customerId}
        />
        <Button type="submit" size="md" fullWidth loading={isSending}>
          {t("account.linkCustomer.submit")}
        </Button>
      </AccountForm>
      {skip}
    </AccountFrame>
  );
}
