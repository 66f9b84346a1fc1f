import { brand } from "@isp/brand";
import { Alert, Button, Container } from "@mantine/core";
import type { ReactNode } from "react";

/** A notice with the 24/7 hotline to call, for screens that cannot help online (yet). */
export function HotlineNotice({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <Alert color="brand" title={title} data-testid={testId}>
        {children}
        <div>
          <Button component="a" href={`tel:${brand.hotline.tel}`} mt="md" variant="light">
            {brand.hotline.display}
          </Button>
        </div>
      </Alert>
    </Container>
  );
}
