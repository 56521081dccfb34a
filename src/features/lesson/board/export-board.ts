// The board's page as it shows (the current view) to a PNG: the SVG is serialised, drawn on a canvas at twice its size
// and encoded. Math is MathML in a foreignObject; should the browser refuse to encode a canvas that drew one (a
// tainted canvas), the page is drawn again with each formula as its LaTeX source.
export async function boardPagePng(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  try {
    return await render(svg, scale, false);
  } catch (error) {
    if (!svg.querySelector('foreignObject')) throw error;
    return render(svg, scale, true);
  }
}

async function render(svg: SVGSVGElement, scale: number, mathAsSource: boolean): Promise<Blob> {
  const width = Number(svg.getAttribute('width')) || svg.clientWidth;
  const height = Number(svg.getAttribute('height')) || svg.clientHeight;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('class');
  // The other party's cursor and laser are not part of the board.
  copy.querySelectorAll('.lesson-presence').forEach((el) => el.remove());
  if (mathAsSource) {
    copy.querySelectorAll('foreignObject').forEach((fo) => {
      const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
      text.setAttribute('x', fo.getAttribute('x') ?? '0');
      text.setAttribute('y', String(Number(fo.getAttribute('y') ?? 0) + 16));
      text.setAttribute('font-size', '16');
      text.textContent = fo.querySelector('annotation')?.textContent ?? fo.textContent ?? '';
      fo.replaceWith(text);
    });
  }
  // An SVG drawn as an image loads nothing itself: figures go in as data: addresses (same-origin course images).
  await Promise.all(
    [...copy.querySelectorAll('image')].map(async (img) => {
      const href = img.getAttribute('href');
      if (!href || href.startsWith('data:')) return;
      try {
        img.setAttribute('href', await dataUrl(await (await fetch(href)).blob()));
      } catch {
        img.remove();
      }
    }),
  );
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  const [x, y, w, h] = (copy.getAttribute('viewBox') ?? `0 0 ${width} ${height}`).split(' ');
  for (const [k, v] of Object.entries({ x, y, width: w, height: h, fill: '#fff' })) background.setAttribute(k, v ?? '0');
  copy.insertBefore(background, copy.firstChild);

  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
