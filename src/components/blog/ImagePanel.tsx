'use client'

import { ImagePlus, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Dialog } from 'radix-ui'
import { useEffect, useState } from 'react'
import { toast } from '../ui/toast'

import { FIT_CLASS, IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, type ImageFit as Fit } from '@/shared/uploads'

export type PostImage = { id: number; url: string; alt: string }


type Props = { image: PostImage | null; fit: Fit; title: string; onSave: (image: number | null, fit: Fit) => Promise<boolean> }

/** SPEC 5 image rules: an image file, under MAX_IMAGE_MB, chosen before upload; fit contain/cover/fill. */
export function ImagePanel({ image, fit, title, onSave }: Props) {
  const t = useTranslations('editPost')
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [alt, setAlt] = useState('')
  const [chosenFit, setChosenFit] = useState<Fit>(fit)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  function choose(selected: File | undefined) {
    setProblem(null)
    setFile(null)
    setPreview(null)
    if (!selected) return
    if (!IMAGE_MIME_TYPES.includes(selected.type)) return setProblem(t('notImage'))
    if (selected.size > MAX_IMAGE_BYTES) return setProblem(t('tooLarge'))
    setFile(selected)
    setPreview(URL.createObjectURL(selected))
    if (!alt) setAlt(title)
  }

  async function upload() {
    if (!file) return setProblem(t('chooseFirst'))
    if (!alt.trim()) return setProblem(t('altRequired'))
    setBusy(true)
    const form = new FormData()
    form.append('file', file)
    form.append('_payload', JSON.stringify({ alt: alt.trim() }))
    const response = await fetch('/api/media', { method: 'POST', body: form, credentials: 'same-origin' }).catch(() => null)
    if (!response?.ok) {
      setBusy(false)
      return void toast.error(t('uploadFailed'))
    }
    const { doc } = (await response.json()) as { doc: { id: number } }
    const saved = await onSave(doc.id, chosenFit)
    setBusy(false)
    if (!saved) return void toast.error(t('saveImageFailed'))
    toast.success(t('uploaded'))
    setOpen(false)
    setFile(null)
    setPreview(null)
  }

  async function remove() {
    if (!(await onSave(null, fit))) toast.error(t('removeFailed'))
    else toast.success(t('removed'))
  }

  const shown = preview ?? image?.url ?? null
  return (
    <section className="card space-y-4" aria-label={t('image')}>
      <h2 className="font-semibold text-slate-900">{t('image')}</h2>
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-100" data-testid="post-image">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image.url} alt={image.alt} className={`size-full ${FIT_CLASS[fit]}`} />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-white text-sm text-brand-700">
            {t('defaultCover')}
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          <ImagePlus className="size-4" aria-hidden />
          {image ? t('changeImage') : t('uploadImage')}
        </button>
        {image && (
          <button type="button" className="btn-ghost text-red-600" onClick={remove}>
            <Trash2 className="size-4" aria-hidden />
            {t('removeImage')}
          </button>
        )}
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-xl font-bold">{t('dialogTitle')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('chooseFile')}</Dialog.Description>
            <div>
              <label htmlFor="image-file" className="label">{t('chooseFile')}</label>
              <input id="image-file" type="file" accept="image/*" className="block w-full text-sm" onChange={(e) => choose(e.target.files?.[0])} />
            </div>
            <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-100">
              {shown && (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={shown} alt={t('preview')} className={`size-full ${FIT_CLASS[chosenFit]}`} data-testid="image-preview" />
              )}
            </div>
            <fieldset>
              <legend className="label">{t('fit')}</legend>
              <div className="flex gap-4 text-sm">
                {(['cover', 'contain', 'fill'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-1.5">
                    <input type="radio" name="fit" className="accent-brand-600" checked={chosenFit === value} onChange={() => setChosenFit(value)} />
                    {t(`fit_${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor="image-alt" className="label">{t('alt')}</label>
              <input id="image-alt" className="input" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} />
            </div>
            {problem && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{problem}</p>}
            <div className="flex justify-end gap-2">
              <Dialog.Close className="btn-ghost">{t('cancel')}</Dialog.Close>
              <button type="button" className="btn-primary" onClick={upload} disabled={busy}>
                {busy ? t('uploading') : t('upload')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  )
}
