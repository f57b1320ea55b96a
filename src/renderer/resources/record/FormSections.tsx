import type { ComponentType, ReactNode } from 'react'
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form'
import type { ResourceDef } from '@shared/resources/types'
import { writableFields } from '@shared/resources/validation'
import { FieldControl, type FieldControlProps, type Parsed } from './FieldControl'
import type { FormValues } from './formValues'

/**
 * One group of a record form: rows of declared fields, each drawn by its kind's control, and
 * whatever the screen draws itself (a delivery block, child rows, links) before or after them.
 */
export interface FormSection {
  key: string
  legend?: string
  rows?: readonly (readonly string[])[]
  /** Drawn before the rows. */
  head?: ReactNode
  /** Drawn after the rows. */
  tail?: ReactNode
  /** Fields the screen's own nodes show (not drawn here, not "left out" either). */
  claims?: readonly string[]
  /** Drawn as it is, without a fieldset (a panel between groups, child rows). */
  bare?: boolean
}

/**
 * The declaration's writable fields no section places or claims, each on its own row: a field
 * added to the table's declaration appears in every form built from sections, never lost.
 */
export function unplaced(def: ResourceDef, sections: readonly FormSection[]): string[] {
  const placed = new Set(sections.flatMap((s) => [...(s.rows ?? []).flat(), ...(s.claims ?? [])]))
  return writableFields(def)
    .map(([name]) => name)
    .filter((name) => !placed.has(name))
}

export interface FormSectionsProps {
  def: ResourceDef
  sections: readonly FormSection[]
  idPrefix: string
  register: UseFormRegister<FormValues>
  control: Control<FormValues, unknown, Parsed>
  errors: FieldErrors
  disabled: boolean
  /** The groups are locked (a save under way) while the controls keep their own state. */
  locked?: boolean
  label: (name: string) => string
  enumLabel: (name: string, value: string) => string
  /** A table's own control for a field, drawn in place of the generic one. */
  controls?: Readonly<Record<string, ComponentType<FieldControlProps>>>
  /** More props for a field's control (choices, a hint, its own change rule, disabled). */
  fieldProps?: Readonly<Record<string, Partial<FieldControlProps>>>
  /** Class names of a section's fieldset and of a row. */
  classes?: { section?: string; row?: string }
}

/** The sections in order, then the declaration's fields no section placed. */
export function FormSections(props: FormSectionsProps) {
  const { def, sections, classes, disabled } = props
  const rest = unplaced(def, sections)
  const all: readonly FormSection[] =
    rest.length > 0 ? [...sections, { key: 'rest', rows: rest.map((n) => [n]) }] : sections
  return (
    <>
      {all.map((section) => {
        const body = (
          <>
            {section.head}
            {section.rows?.map((row) => (
              <div key={row.join(',')} className={classes?.row ?? 'rf-row'}>
                {row.map((name) => (
                  <SectionField key={name} {...props} name={name} />
                ))}
              </div>
            ))}
            {section.tail}
          </>
        )
        if (section.bare) return <div key={section.key}>{body}</div>
        return (
          <fieldset
            key={section.key}
            className={classes?.section ?? 'rf-fields'}
            disabled={disabled || props.locked === true}
          >
            {section.legend && <legend>{section.legend}</legend>}
            {body}
          </fieldset>
        )
      })}
    </>
  )
}

function SectionField(props: FormSectionsProps & { name: string }) {
  const { def, name, controls, fieldProps, errors } = props
  const f = def.fields[name]
  if (!f) return null
  const Control = controls?.[name] ?? FieldControl
  return (
    <Control
      name={name}
      field={f}
      label={props.label(name)}
      idPrefix={props.idPrefix}
      register={props.register}
      control={props.control}
      error={(errors[name] as { message?: string } | undefined)?.message}
      disabled={props.disabled}
      enumLabel={(v) => props.enumLabel(name, v)}
      {...fieldProps?.[name]}
    />
  )
}
