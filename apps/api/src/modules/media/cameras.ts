import type { Camera } from "@isp/contracts/cameras/list-shared-cameras";
import type { Language } from "@isp/contracts/languages";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { cameras } from "./tables";

/** Where a camera's files are served (the still, the HLS playlist and its segments). */
const cameraFileUrl = (id: number, fileName: string) => `/media-api/api/v1/cameras/${id}/${fileName}`;

/** The HLS playlist a live camera keeps beside its segments. */
const CAMERA_PLAYLIST = "stream.m3u8";

export async function listSharedCameras(db: Database, language: Language): Promise<Camera[]> {
  const rows = await db.select().from(cameras).orderBy(asc(cameras.position));
  return rows.map((row) => ({
    id: row.id,
    name: pickText(row.name, language) ?? "",
    location: pickText(row.location, language) ?? "",
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.isLive ? "live" : "offline",
    streamUrl: row.isLive ? cameraFileUrl(row.id, CAMERA_PLAYLIST) : null,
    stillUrl: cameraFileUrl(row.id, row.stillFileName),
  }));
}

/** Whether a camera exists (its files are served only then). */
export async function cameraExists(db: Database, id: number): Promise<boolean> {
  return (await db.select({ id: cameras.id }).from(cameras).where(eq(cameras.id, id)).limit(1)).length > 0;
}
