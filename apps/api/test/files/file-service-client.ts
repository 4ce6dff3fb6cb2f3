/** Talks to the file service as the web app's uploader does: presign, PUT, register, download. */
export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: string };
  headers: Headers;
}

export async function callJson<T = Record<string, unknown>>(
  url: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T & { error?: string }, headers: response.headers };
}

export interface Presigned {
  uploadUrl: string;
  fileId: string;
  s3Key: string;
}

export async function presign(baseUrl: string, token: string, fileName: string, contentType: string, size?: number) {
  return callJson<Presigned>(`${baseUrl}/db/presigned-upload`, token, {
    body: { fileName, contentType, ...(size === undefined ? {} : { size }) },
  });
}

export async function putBytes(uploadUrl: string, bytes: Buffer, contentType: string): Promise<Response> {
  return fetch(uploadUrl, {
    method: 'PUT',
    headers: contentType ? { 'content-type': contentType } : {},
    body: new Uint8Array(bytes),
  });
}

/**
 * Presign, PUT and register one file. Returns the registration answer; throws
 * when presigning or the PUT fails (those are not what the callers test).
 */
export async function uploadFile(
  baseUrl: string,
  token: string,
  kind: string,
  file: { name: string; type: string; bytes: Buffer },
  target: Record<string, unknown>,
): Promise<JsonResponse<{ id: string }>> {
  const presigned = await presign(baseUrl, token, file.name, file.type, file.bytes.length);
  if (presigned.status !== 200) throw new Error(`presign ${presigned.status}: ${presigned.body.error}`);
  const put = await putBytes(presigned.body.uploadUrl, file.bytes, file.type);
  if (!put.ok) throw new Error(`PUT ${put.status}: ${await put.text()}`);
  return callJson<{ id: string }>(`${baseUrl}/db/upload/${kind}`, token, {
    body: { s3Key: presigned.body.s3Key, fileId: presigned.body.fileId, name: file.name, mimeType: file.type, ...target },
  });
}

export async function downloadLink(baseUrl: string, token: string | null, fileId: string, variant?: string) {
  return callJson<{ link: string }>(
    `${baseUrl}/db/download?id=${encodeURIComponent(fileId)}${variant ? `&variant=${variant}` : ''}`,
    token,
  );
}
