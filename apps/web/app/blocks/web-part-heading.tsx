import type { WebPart } from "@isp/contracts/pages/get-page";
import { Button, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** A web part's own title and description, shown above its items when present. */
export function WebPartHeading({ webPart }: { webPart: WebPart }) {
  if (!webPart.title && !webPart.description) return null;
  return (
    <header className="web-part__heading">
      {webPart.title ? <Title order={2}>{webPart.title}</Title> : null}
      {webPart.description ? <Text mt="xs">{webPart.description}</Text> : null}
    </header>
  );
}

/** A web part's call to action (actionUrl with its actionUrlName), shown below its items. */
export function WebPartAction({ webPart }: { webPart: WebPart }) {
  if (!webPart.actionUrl || !webPart.actionUrlName) return null;
  return (
    <div className="web-part__action">
      <SmartLinkButton href={webPart.actionUrl} variant="outline">
        {webPart.actionUrlName}
      </SmartLinkButton>
    </div>
  );
}

/** Site paths navigate in the app; other URLs are ordinary links. */
export function SmartLinkButton({
  href,
  children,
  variant = "filled",
  size = "md",
}: {
  href: string;
  children: React.ReactNode;
  variant?: "filled" | "outline" | "white" | "light";
  size?: "sm" | "md" | "lg";
}) {
  if (href.startsWith("/")) {
    return (
      <Button component={Link} to={href} variant={variant} size={size}>
        {children}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} variant={variant} size={size} rel="noopener">
      {children}
    </Button>
  );
}
