import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import { brand } from "@isp/brand";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation";

/** Opens after an enquiry was sent (spec §4), with its reference number. */
export default function ThankYouDialog({ reference, onClose }: { reference: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("forms.thankYouTitle")}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack data-testid="enquiry-thanks">
        <Text>{t("forms.thankYouText", { reference })}</Text>
        <Text size="sm" c="dimmed">
          {t("forms.thankYouHotline", { hotline: brand.hotline.display })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("common.close")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
