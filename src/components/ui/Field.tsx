import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

type Props = { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }

/** A labelled form control whose error is announced and tied to the input. */
export function Field({ id, label, error, hint, children }: Props) {
  const errorId = `${id}-error`
  const control = Children.only(children)
  const described = isValidElement(control)
    ? cloneElement(control as ReactElement<Record<string, unknown>>, {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })
    : control
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {described}
      {hint && !error && <div className="mt-1.5 text-xs text-slate-500">{hint}</div>}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
