// The values of a form and the first error of each field. `field(name)` gives an input its name, value, change
// handler and error in one; editing a field clears its error, so a fixed field stops showing the old complaint.
import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrorsOf<V> = Partial<Record<keyof V, string>>;

/** The first message of each field a schema rejected, keyed by the field's name. */
export function firstIssues<V>(error: z.ZodError): FieldErrorsOf<V> {
  const next: FieldErrorsOf<V> = {};
  for (const issue of error.issues) next[issue.path[0] as keyof V] ??= issue.message;
  return next;
}

export function useFields<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrorsOf<V>>({});
  const set = (name: keyof V) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
  };
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: set(name),
    error: errors[name],
  });
  return { values, setValues, errors, setErrors, field };
}
