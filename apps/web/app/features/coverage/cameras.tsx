import type { Camera } from "@isp/contracts/cameras/list-shared-cameras";
import { Badge, Card, Group, Text, Title, UnstyledButton } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useCoverageTranslation } from "./use-coverage-translation";

type PlayerState = "still" | "playing" | "failed";

/**
 * Plays an HLS stream in the video element: natively where the browser can (Safari, iOS), otherwise
 * through hls.js, which loads only now. Calls `onFail` when the stream cannot be played.
 */
async function attachStream(video: HTMLVideoElement, url: string, onFail: () => void): Promise<() => void> {
  if (video.canPlayType("application/vnd.apple.mpegurl")) {
    video.src = url;
    video.addEventListener("error", onFail, { once: true });
    return () => video.removeAttribute("src");
  }
  const { default: Hls } = await import("hls.js");
  if (!Hls.isSupported()) {
    onFail();
    return () => undefined;
  }
  const hls = new Hls({ maxBufferLength: 10 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFail();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/** The camera's last picture (decorative: the card names the camera). */
function CameraStill({ camera }: { camera: Camera }) {
  return (
    <img className="camera__media" src={camera.stillUrl} alt="" loading="lazy" width={640} height={360} />
  );
}

/**
 * One camera: its last still until the visitor plays it (no video code loads before), the stream
 * while it plays, and the still with a message when it is offline or the stream fails.
 */
function CameraPlayer({ camera }: { camera: Camera }) {
  const { t } = useCoverageTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>(camera.status === "live" ? "still" : "failed");

  useEffect(() => {
    const element = video.current;
    if (state !== "playing" || !element || !camera.streamUrl) return;
    let detach = () => {};
    let isCurrent = true;
    attachStream(element, camera.streamUrl, () => isCurrent && setState("failed")).then((cleanup) => {
      if (isCurrent) {
        detach = cleanup;
        void element.play().catch(() => undefined);
      } else cleanup();
    });
    return () => {
      isCurrent = false;
      detach();
    };
  }, [state, camera.streamUrl]);

  const message = camera.status === "offline" ? t("offlineMessage") : t("streamFailed");
  return (
    <Card withBorder padding="sm" data-testid="camera" data-camera-state={state}>
      <Card.Section className="camera__frame">
        {state === "playing" ? (
          <video ref={video} className="camera__media" muted playsInline controls poster={camera.stillUrl} />
        ) : state === "still" ? (
          <UnstyledButton
            className="camera__play"
            onClick={() => setState("playing")}
            aria-label={t("play", { name: camera.name })}
          >
            <CameraStill camera={camera} />
            <span className="camera__play-icon" aria-hidden="true">
              ▶
            </span>
          </UnstyledButton>
        ) : (
          <CameraStill camera={camera} />
        )}
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
        <div>
          <Title order={3} size="h5">
            {camera.name}
          </Title>
          <Text size="sm" c="dimmed">
            {camera.location}
          </Text>
        </div>
        <Badge
          color={camera.status === "live" && state !== "failed" ? "red" : "gray"}
          variant="light"
          style={{ flexShrink: 0 }}
        >
          {camera.status === "live" && state !== "failed" ? t("live") : t("offline")}
        </Badge>
      </Group>
      {state === "failed" ? (
        <Text size="sm" mt="xs" role="status">
          {message}
        </Text>
      ) : null}
    </Card>
  );
}

export function Cameras({ cameras }: { cameras: Camera[] }) {
  const { t } = useCoverageTranslation();
  return (
    <>
      <Text mb="md">{t("camerasIntro")}</Text>
      {cameras.length === 0 ? <Text>{t("noCameras")}</Text> : null}
      <div className="camera-grid">
        {cameras.map((camera) => (
          <CameraPlayer key={camera.id} camera={camera} />
        ))}
      </div>
    </>
  );
}
