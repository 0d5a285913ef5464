// Renders the brand mark (src/app/icon.svg) into the icon set browsers and phones ask for:
// favicon.ico (16 and 32 px), apple-icon.png (180 px) and the manifest's 192 and 512 px icons.
// Run after changing the mark: `node scripts/icons.mjs`; the outputs are committed.
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const app = path.resolve('src/app')
const svg = fs.readFileSync(path.join(app, 'icon.svg'))
const png = (size) => sharp(svg, { density: 72 * Math.ceil(size / 32) }).resize(size, size).png().toBuffer()

/** An .ico file holding PNG images (every browser since IE Vista reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((image) => image.data)])
}

fs.writeFileSync(path.join(app, 'favicon.ico'), ico([{ size: 16, data: await png(16) }, { size: 32, data: await png(32) }]))
fs.writeFileSync(path.join(app, 'apple-icon.png'), await png(180))
fs.mkdirSync('public/icons', { recursive: true })
for (const size of [192, 512]) fs.writeFileSync(`public/icons/icon-${size}.png`, await png(size))
console.log('icons written')
