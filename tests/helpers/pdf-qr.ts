import jsQR from 'jsqr';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** An image as pdf.js decodes it (without an OffscreenCanvas): its pixels in one of three layouts. */
interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** The pixels of a decoded image as RGBA, what jsQR reads. */
function rgba(image: DecodedImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const out = new Uint8ClampedArray(pixels * 4);
  for (let index = 0; index < pixels; index += 1) {
    let value: [number, number, number];
    if (image.kind === ImageKind.RGBA_32BPP) value = [image.data[index * 4] ?? 0, image.data[index * 4 + 1] ?? 0, image.data[index * 4 + 2] ?? 0];
    else if (image.kind === ImageKind.RGB_24BPP) value = [image.data[index * 3] ?? 0, image.data[index * 3 + 1] ?? 0, image.data[index * 3 + 2] ?? 0];
    else {
      // One bit a pixel, rows padded to whole bytes; 1 is white.
      const row = Math.floor(index / image.width);
      const bit = row * Math.ceil(image.width / 8) * 8 + (index % image.width);
      const white = ((image.data[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1;
      value = white ? [255, 255, 255] : [0, 0, 0];
    }
    out.set([...value, 255], index * 4);
  }
  return out;
}

/**
 * The text of the first QR code among the images of a PDF's first page, or null when none decodes. The PDF must draw
 * the code as an image (as the sandbox's certificate does), not as vector paths.
 */
export async function pdfQrCode(bytes: ArrayBuffer | Uint8Array): Promise<string | null> {
  const document = await getDocument({ data: new Uint8Array(bytes).slice(), isEvalSupported: false, isOffscreenCanvasSupported: false, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const operators = await page.getOperatorList();
    for (const [index, operator] of operators.fnArray.entries()) {
      if (operator !== OPS.paintImageXObject) continue;
      const name = (operators.argsArray[index] as [string])[0];
      const objects = name.startsWith('g_') ? page.commonObjs : page.objs;
      const image = await new Promise<DecodedImage>((resolve) => objects.get(name, resolve));
      const code = jsQR(rgba(image), image.width, image.height);
      if (code) return code.data;
    }
    return null;
  } finally {
    await document.destroy();
  }
}
