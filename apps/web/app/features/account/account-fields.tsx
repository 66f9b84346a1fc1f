import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/PasswordInput.css";
import { CODE_TTL_MINUTES } from "@isp/contracts/identity/codes";
import type { Language } from "@isp/contracts/languages";
import { formatValidationMessage } from "@isp/contracts/validation/messages";
import { PasswordInput, Text, TextInput } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation";
import type { CodeStep } from "./code-step";

type Errors = Record<string, string>;

/** An e-mail address or a Cambodian mobile number (the API normalises either). */
export function LoginField({ defaultValue, error }: { defaultValue: string; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TextInput
      name="login"
      label={t("account.loginLabel")}
      description={t("account.loginHint")}
      autoComplete="username"
      required
      maxLength={254}
      size="md"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A password with a show/hide toggle that keyboards reach too. */
export function PasswordField({
  name,
  label,
  autoComplete,
  description,
  error,
}: {
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  description?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      name={name}
      label={label}
      description={description}
      autoComplete={autoComplete}
      required
      maxLength={128}
      size="md"
      error={error}
      // Mantine marks a text input invalid for assistive technology, but not this one's inner input.
      aria-invalid={error ? true : undefined}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": t("account.showPassword") }}
    />
  );
}

/** A new password and its confirmation, with the password rule shown before anyone gets it wrong. */
export function NewPasswordFields({ label, errors }: { label: string; errors: Errors }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        description={formatValidationMessage({ key: "password" }, i18n.language as Language)}
        error={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={t("account.confirmPassword")}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}

/** Where the code went, and the field to type it in (with the sent code's reference). */
export function CodeFields({ codeStep, error }: { codeStep: CodeStep; error?: string | undefined }) {
  const { t } = useTranslation();
  const sentKey = codeStep.channel === "sms" ? "account.code.sentBySms" : "account.code.sentByEmail";
  return (
    <>
      <Text data-testid="code-destination">
        {t(sentKey, { destination: codeStep.destination })}{" "}
        {t("account.code.validity", { minutes: CODE_TTL_MINUTES })}
      </Text>
      <input type="hidden" name="verificationId" value={codeStep.verificationId} />
      <TextInput
        name="code"
        label={t("account.code.label")}
        inputMode="numeric"
        autoComplete="one-time-code"
        // Six digits, or seven characters with a space between groups (the API drops it).
        maxLength={7}
        required
        size="md"
        error={error}
      />
    </>
  );
}
