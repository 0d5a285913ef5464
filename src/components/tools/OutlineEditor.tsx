'use client'

import { closestCenter, DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'

import { OUTLINE_LIMITS, type Outline, type OutlineSection } from '@/shared/outline'

/** A section with the id the list keeps it by while it moves (its heading can change). */
export type EditableSection = OutlineSection & { id: string }
export type EditableOutline = Omit<Outline, 'sections'> & { sections: EditableSection[] }

let nextId = 0
const newId = () => `section-${++nextId}`

export const toEditable = (outline: Outline): EditableOutline => ({ ...outline, sections: outline.sections.map((section) => ({ ...section, id: newId() })) })
export const fromEditable = (outline: EditableOutline): Outline => ({ ...outline, sections: outline.sections.map(({ id: _id, ...section }) => section) })

/** What stops 'Write article': an empty heading, too few or too many sections. */
export function outlineProblem(outline: EditableOutline): 'emptyHeading' | 'tooFew' | 'tooMany' | null {
  if (outline.sections.length < OUTLINE_LIMITS.minSections) return 'tooFew'
  if (outline.sections.length > OUTLINE_LIMITS.maxSections) return 'tooMany'
  if (outline.sections.some((section) => !section.heading.trim())) return 'emptyHeading'
  return null
}

type Props = { outline: EditableOutline; onChange: (outline: EditableOutline) => void; disabled?: boolean }

/**
 * The outline to review before writing (issue 35): H2 sections in order, each with its intent and
 * H3s. Rename in place, reorder by dragging the handle, with the keyboard (the handle, then arrows
 * and space) or the up/down buttons, add and remove sections and H3s.
 */
export function OutlineEditor({ outline, onChange, disabled }: Props) {
  const t = useTranslations('outline')
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const listRef = useRef<HTMLOListElement>(null)
  const sections = outline.sections
  const setSections = (next: EditableSection[]) => onChange({ ...outline, sections: next })
  const update = (id: string, change: Partial<OutlineSection>) => setSections(sections.map((section) => (section.id === id ? { ...section, ...change } : section)))
  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length) return
    setSections(arrayMove(sections, from, to))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    move(
      sections.findIndex((section) => section.id === active.id),
      sections.findIndex((section) => section.id === over.id),
    )
  }
  // A new section goes before the last one, the conclusion: where sections are usually missing.
  const add = () => {
    const section = { id: newId(), heading: '', intent: '', subheadings: [] }
    setSections([...sections.slice(0, -1), section, ...sections.slice(-1)])
    // The new heading is where the user types next.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>(`[data-section="${section.id}"] input`)?.focus())
  }

  return (
    <div className="space-y-3" data-testid="outline-editor">
      {/* Measured all along (a short list): an arrow key right after picking a section up already moves it. */}
      <DndContext sensors={sensors} collisionDetection={closestCenter} measuring={{ droppable: { strategy: MeasuringStrategy.Always } }} onDragEnd={onDragEnd}>
        <SortableContext items={sections.map((section) => section.id)} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="space-y-2" aria-label={t('sections')}>
            {sections.map((section, index) => (
              <SortableSection
                key={section.id}
                section={section}
                index={index}
                count={sections.length}
                disabled={disabled}
                onChange={(change) => update(section.id, change)}
                onMove={(to) => move(index, to)}
                onRemove={() => setSections(sections.filter((other) => other.id !== section.id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button type="button" className="btn-secondary px-3 py-1.5" onClick={add} disabled={disabled || sections.length >= OUTLINE_LIMITS.maxSections}>
        <Plus className="size-4" aria-hidden />
        {t('addSection')}
      </button>
    </div>
  )
}

type SectionProps = {
  section: EditableSection
  index: number
  count: number
  disabled?: boolean
  onChange: (change: Partial<OutlineSection>) => void
  onMove: (to: number) => void
  onRemove: () => void
}

function SortableSection({ section, index, count, disabled, onChange, onMove, onRemove }: SectionProps) {
  const t = useTranslations('outline')
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id, disabled })
  const number = index + 1
  const last = index === count - 1
  const label = section.heading.trim() || t('untitled', { number })
  const setSubheading = (at: number, value: string) => onChange({ subheadings: section.subheadings.map((sub, i) => (i === at ? value : sub)) })

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border bg-white p-2.5 sm:p-3 ${isDragging ? 'z-10 border-brand-400 shadow-lg' : 'border-slate-200'}`}
      data-section={section.id}
      data-testid="outline-section"
    >
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="shrink-0 cursor-grab touch-none rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing"
          aria-label={t('dragHandle', { heading: label })}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <span className="hidden w-5 shrink-0 text-right text-sm font-semibold tabular-nums text-slate-400 sm:block" aria-hidden>{number}.</span>
        <input
          className="input min-w-0 flex-1 font-semibold"
          value={section.heading}
          maxLength={OUTLINE_LIMITS.heading}
          onChange={(event) => onChange({ heading: event.target.value })}
          aria-label={t('heading', { number })}
          aria-invalid={!section.heading.trim() || undefined}
          placeholder={t('headingPlaceholder')}
          disabled={disabled}
        />
      </div>
      <div className="mt-2 space-y-2 sm:pl-[3.25rem]">
        <input
          className="input py-1.5 text-sm text-slate-600"
          value={section.intent}
          maxLength={OUTLINE_LIMITS.intent}
          onChange={(event) => onChange({ intent: event.target.value })}
          aria-label={t('intent', { number })}
          placeholder={t('intentPlaceholder')}
          disabled={disabled}
        />
        {section.subheadings.length > 0 && (
          <ul className="space-y-1.5 border-l-2 border-slate-100 pl-3" aria-label={t('subheadings', { heading: label })}>
            {section.subheadings.map((subheading, at) => (
              <li key={at} className="flex items-center gap-2">
                <span className="text-xs font-semibold text-slate-400" aria-hidden>H3</span>
                <input
                  className="input min-w-0 flex-1 py-1 text-sm"
                  value={subheading}
                  maxLength={OUTLINE_LIMITS.heading}
                  onChange={(event) => setSubheading(at, event.target.value)}
                  aria-label={t('subheading', { number: at + 1, heading: label })}
                  disabled={disabled}
                />
                <button
                  type="button"
                  className="btn-ghost shrink-0 p-1"
                  onClick={() => onChange({ subheadings: section.subheadings.filter((_, i) => i !== at) })}
                  aria-label={t('removeSubheading', { subheading: subheading || at + 1 })}
                  disabled={disabled}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {section.subheadings.length < OUTLINE_LIMITS.subheadings ? (
            <button type="button" className="text-xs font-medium text-brand-700 hover:underline disabled:opacity-50" onClick={() => onChange({ subheadings: [...section.subheadings, ''] })} disabled={disabled}>
              {t('addSubheading')}
            </button>
          ) : (
            <span />
          )}
          <div className="flex gap-1">
            <button type="button" className="btn-ghost p-1.5" onClick={() => onMove(index - 1)} disabled={disabled || index === 0} aria-label={t('moveUp', { heading: label })}>
              <ArrowUp className="size-4" aria-hidden />
            </button>
            <button type="button" className="btn-ghost p-1.5" onClick={() => onMove(index + 1)} disabled={disabled || last} aria-label={t('moveDown', { heading: label })}>
              <ArrowDown className="size-4" aria-hidden />
            </button>
            <button type="button" className="btn-ghost p-1.5 text-red-600" onClick={onRemove} disabled={disabled || count <= OUTLINE_LIMITS.minSections} aria-label={t('remove', { heading: label })}>
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        </div>
      </div>
    </li>
  )
}
