import { Container, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation";
import type { BlockProps } from "../block-props";
import { WebPartHeading } from "../web-part-heading";

function fileTypeOf(url: string): string {
  return (url.split("?")[0]?.split(".").pop() ?? "").toUpperCase();
}

/** Documents to download (brochures, certificates, reports), each with its title and type. */
export function FileDownloadBlock({ webPart }: BlockProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      <ul className="file-list">
        {webPart.webPartItems
          .filter((item) => item.file)
          .map((item) => (
            <li key={item.id} className="file-list__item">
              <span className="file-list__badge" aria-hidden="true">
                {fileTypeOf(item.file ?? "")}
              </span>
              <span className="file-list__text">
                <a href={item.file ?? undefined} download className="file-list__link">
                  {item.title}
                  <span className="visually-hidden">
                    {" "}
                    ({t("blocks.download")}, {fileTypeOf(item.file ?? "")})
                  </span>
                </a>
                {item.description ? (
                  <Text size="sm" c="dimmed">
                    {item.description}
                  </Text>
                ) : null}
              </span>
            </li>
          ))}
      </ul>
    </Container>
  );
}
