import fs from 'node:fs/promises'
import path from 'node:path'

import { NotFound, type PayloadRequest, type UploadConfig } from 'payload'

/**
 * GET /api/media/file/<name> for a file that is not on the disk: Payload answers a bare 500
 * (logged as "missing on the disk"), which to a visitor is a missing image, not a server fault.
 * Throws NotFound instead, which the error handling answers as every other 404. Runs before
 * Payload's own disk read (which also refuses names outside the folder); with S3 storage the
 * plugin's handler answers instead.
 */
async function missingFileAnswer(req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response | void> {
  const upload = req.payload.collections.media?.config.upload
  if (!upload || upload.disableLocalStorage || !upload.staticDir) return
  const directory = path.resolve(upload.staticDir)
  const file = path.resolve(directory, params.filename)
  if (!file.startsWith(directory + path.sep)) return
  if (!(await fs.stat(file).then((stats) => stats.isFile(), () => false))) throw new NotFound(req.t)
}

// Payload's type wants a handler that always or never answers; a Response or nothing is what it reads.
export const answerMissingFile = missingFileAnswer as NonNullable<UploadConfig['handlers']>[number]
