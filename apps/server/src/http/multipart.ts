/** One multipart/form-data body read whole: its text fields, and the first file part. */
export interface ModuloMultipart {
  campi: Record<string, string>;
  file: Buffer | undefined;
}

/**
 * Parses a buffered multipart/form-data body (RFC 7578). Enough for the upload form of an S3
 * presigned POST: text fields, then one file; a field after the file is ignored, as S3 does.
 * Returns null when the body is not a well-formed multipart message.
 */
export function leggiMultipart(body: Buffer, contentType: string | undefined): ModuloMultipart | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const b = boundary?.[1] ?? boundary?.[2];
  if (!b) return null;
  const separatore = Buffer.from(`--${b}`);
  const campi: Record<string, string> = {};
  let file: Buffer | undefined;
  let inizio = body.indexOf(separatore);
  if (inizio < 0) return null;
  while (true) {
    inizio += separatore.length;
    // "--" after the boundary ends the message.
    if (body.subarray(inizio, inizio + 2).toString() === '--') break;
    const fine = body.indexOf(separatore, inizio);
    if (fine < 0) return null;
    // part = CRLF headers CRLF CRLF content CRLF
    const parte = body.subarray(inizio + 2, fine - 2);
    const finiIntestazioni = parte.indexOf('\r\n\r\n');
    if (finiIntestazioni < 0) return null;
    const intestazioni = parte.subarray(0, finiIntestazioni).toString('utf8');
    const contenuto = parte.subarray(finiIntestazioni + 4);
    const disposizione = /content-disposition:[^\r\n]*?\bname="([^"]*)"([^\r\n]*)/i.exec(intestazioni);
    if (!disposizione) return null;
    const nome = disposizione[1] ?? '';
    if (/\bfilename\*?=/i.test(disposizione[2] ?? '')) {
      if (file === undefined) file = Buffer.from(contenuto);
    } else if (file === undefined && !(nome in campi)) {
      campi[nome] = contenuto.toString('utf8');
    }
    inizio = fine;
  }
  return { campi, file };
}
