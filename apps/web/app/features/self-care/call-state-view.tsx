import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { CallState } from "./use-call";

/**
 * The loading, error and empty states every self-care list and detail shares; `children` draws the
 * answer once it is there and not empty.
 */
export function CallStateView<T>({
  state,
  reload,
  isEmpty,
  empty,
  children,
}: {
  state: CallState<T>;
  reload: () => void;
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows (a sentence, maybe a link to act). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("selfCare", { keyPrefix: "shell" });
  if (state.status === "loading") {
    return (
      <Center py="xl" data-testid="self-care-loading">
        <Stack align="center" gap="xs">
          <Loader aria-hidden="true" />
          <Text role="status">{t("loading")}</Text>
        </Stack>
      </Center>
    );
  }
  if (state.status === "failed") {
    return (
      <Alert color="red" role="alert" data-testid="self-care-error">
        <Text mb="sm">{t("loadFailed")}</Text>
        <Button variant="light" color="red" onClick={reload}>
          {t("retry")}
        </Button>
      </Alert>
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      <Alert color="gray" data-testid="self-care-empty">
        {empty}
      </Alert>
    );
  }
  return <>{children(state.data)}</>;
}
