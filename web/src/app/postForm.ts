import { refreshAccessToken } from './sessionServer';
import { clearToken, getToken, notifySessionExpired, setToken } from './token';

/** A REST answer to a multipart POST: its status and its parsed body (null when it was not JSON). */
export interface FormAnswer {
  status: number;
  body: { success?: boolean; data?: unknown; reason?: unknown; message?: string } | null;
}

function send(url: string, form: FormData, token: string | null, onProgress?: (fraction: number) => void) {
  return new Promise<FormAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.timeout = 120_000;
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: FormAnswer['body'] = null;
      try {
        body = JSON.parse(xhr.responseText) as FormAnswer['body'];
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.send(form);
  });
}

/**
 * POSTs a multipart form with the session's token, reporting the upload's progress (0 to 1), which fetch cannot;
 * on a 401 the token is refreshed once and the form sent again, as authFetch does.
 */
export async function postForm(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<FormAnswer> {
  const sent = getToken();
  const answer = await send(url, form, sent, onProgress);
  if (answer.status !== 401 || !sent) return answer;
  const token = await refreshAccessToken({ setToken, clearToken }).catch(() => null);
  if (!token) {
    notifySessionExpired();
    return answer;
  }
  const again = await send(url, form, token, onProgress);
  if (again.status === 401) notifySessionExpired();
  return again;
}
