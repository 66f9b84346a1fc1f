import { GetDeviceItemCall } from "@isp/contracts/devices/get-device-item";
import type { Language } from "@isp/contracts/languages";
import { callApi } from "../../api/call-api";

export async function fetchDevice(language: Language, webPartId: number, deviceId: number) {
  return (await callApi(GetDeviceItemCall, { language, params: { webPartId, id: deviceId } })).data;
}
