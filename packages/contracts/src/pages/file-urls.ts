/** Spec §7 file URLs of the content service, by file name. */
export type WebPartFileKind = "images" | "videos" | "animations" | "Documents";

export function webPartFileUrl(webPartId: number, kind: WebPartFileKind, fileName: string): string {
  return `/admin-api/api/v1/filestorage/webparts/${webPartId}/${kind}/${encodeURIComponent(fileName)}`;
}

export function teamPhotoUrl(memberId: number, fileName: string): string {
  return `/admin-api/api/v1/ManagementTeamMembers/${memberId}/images/${encodeURIComponent(fileName)}`;
}

export function newsImageUrl(contentId: number, fileName: string): string {
  return `/media-api/api/v1/contents/${contentId}/${encodeURIComponent(fileName)}`;
}

/** A stored file name, or an absolute URL left as it is (e.g. a video hosted elsewhere). */
export function resolveFileUrl(webPartId: number, kind: WebPartFileKind, value: string): string {
  return /^https?:\/\//.test(value) ? value : webPartFileUrl(webPartId, kind, value);
}
