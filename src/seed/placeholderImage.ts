import sharp from 'sharp'

/**
 * A simple generated picture (a colour gradient with soft shapes) for seeded menu items and
 * activities, so the site looks complete before the manager uploads real photos.
 */
export async function placeholderImage(
  colour: string,
  name: string,
): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#fef3c7"/></linearGradient></defs>
  <rect width="768" height="512" fill="url(#g)"/>
  <circle cx="180" cy="150" r="90" fill="#ffffff" fill-opacity="0.25"/>
  <circle cx="560" cy="360" r="140" fill="#ffffff" fill-opacity="0.2"/>
  <rect x="300" y="210" width="170" height="110" rx="24" fill="#ffffff" fill-opacity="0.3"/>
</svg>`
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}
