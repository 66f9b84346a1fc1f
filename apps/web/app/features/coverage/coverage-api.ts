import { ListSharedCamerasCall } from "@isp/contracts/cameras/list-shared-cameras";
import type { Language } from "@isp/contracts/languages";
import { ListBranchPointsCall } from "@isp/contracts/map/list-branch-points";
import { callApi } from "../../api/call-api";

export async function fetchBranchPoints(language: Language) {
  return (await callApi(ListBranchPointsCall, { language })).points;
}

export async function fetchCameras(language: Language) {
  return (await callApi(ListSharedCamerasCall, { language })).data;
}
