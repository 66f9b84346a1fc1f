import type { GetDeviceItemResponse } from "@isp/contracts/devices/device-promotion-items";
import type { Language } from "@isp/contracts/languages";
import { servicePath } from "@isp/contracts/services";
import { apiFetch } from "../../api/api-fetch";

export async function fetchDevice(language: Language, webPartId: number, deviceId: number) {
  const path = `WebParts/${webPartId}/DevicePromotionItems/${deviceId}/Public`;
  return (await apiFetch<GetDeviceItemResponse>(servicePath("admin-api", path), { language })).data;
}
