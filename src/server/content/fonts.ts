import 'server-only'

import { createRequire } from 'node:module'
import path from 'node:path'

// DejaVu covers Hungarian ő and ű, which the PDF standard fonts cannot show, and it is in the
// project on every machine (the demo images draw their titles with it too). Resolved from the
// app's folder at run time (a bundler would rewrite a static require.resolve).
export function fontFiles() {
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'))
  const dir = path.join(path.dirname(projectRequire.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
  return {
    regular: path.join(dir, 'DejaVuSans.ttf'),
    bold: path.join(dir, 'DejaVuSans-Bold.ttf'),
    italic: path.join(dir, 'DejaVuSans-Oblique.ttf'),
    boldItalic: path.join(dir, 'DejaVuSans-BoldOblique.ttf'),
  }
}
