import type { CallDefinition } from "@isp/contracts/http/define-call";
import type { Language } from "@isp/contracts/languages";
import { Button, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { type CallParts, fetchCallFile } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";

// Long enough for the browser to start saving; the blob is freed after.
const REVOKE_AFTER_MS = 60_000;

/** Fetches a call's file with the customer's token and saves it under `fileName`. */
async function downloadCallFile<Call extends CallDefinition>(
  call: Call,
  parts: CallParts<Call>,
  { language, fileName }: { language: Language; fileName: string },
): Promise<void> {
  const blob = await fetchCallFile(call, { ...parts, language });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * A button that downloads a call's file (an invoice or receipt PDF): busy while it loads, and
 * `failedText` beside it when the download fails (the button stays, to try again).
 */
export function DownloadButton<Call extends CallDefinition>({
  call,
  parts,
  fileName,
  failedText,
  children,
  ...buttonProps
}: {
  call: Call;
  parts: CallParts<Call>;
  fileName: string;
  failedText: string;
  children: ReactNode;
  variant?: string;
  size?: string;
  leftSection?: ReactNode;
  "aria-label"?: string;
}) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const download = () => {
    setState("busy");
    downloadCallFile(call, parts, { language: i18n.language as Language, fileName }).then(
      () => setState("idle"),
      () => setState("failed"),
    );
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button {...buttonProps} loading={state === "busy"} onClick={download}>
        {children}
      </Button>
      {state === "failed" ? (
        <Text size="sm" c="red.8" role="alert">
          {failedText}
        </Text>
      ) : null}
    </Stack>
  );
}
