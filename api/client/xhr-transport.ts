import type { Transport } from './transport.js';

function headerLines(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** XMLHttpRequest, for uploads whose progress the page shows. */
export const xhrTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = request;
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(request.method, request.url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (onUploadProgress) {
      xhr.upload.onprogress = ({ loaded, total, lengthComputable }) =>
        onUploadProgress(
          lengthComputable ? { loaded, total, progress: total ? loaded / total : undefined } : { loaded },
        );
    }
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        headers: headerLines(xhr.getAllResponseHeaders()),
        body: xhr.response as ArrayBuffer,
      });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(signal.reason);
    xhr.onloadend = () => signal.removeEventListener('abort', abort);
    signal.addEventListener('abort', abort);
    xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null);
  });
