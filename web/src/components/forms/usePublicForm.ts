// The state of a public form checked by its contract schema: values, the first error of each field (from the schema
// in the browser, then from the server's answer), and the POST. Signed-in people have their name and email filled.
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';
import { useAuth } from '../../api/accounts.ts';
import { apiFieldErrors, apiSend } from '../../api/client.ts';
import { checkForm } from '../../lib/validation-messages.ts';

type Values = { name: string; email: string; website: string } & Record<string, string | boolean>;

export function usePublicForm<V extends Values>(schema: z.ZodType, path: string, initial: V) {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  useEffect(() => {
    if (user) setValues((v) => ({ ...v, name: v.name || user.fullName, email: v.email || user.email }));
  }, [user]);

  const send = useMutation({
    mutationFn: (body: unknown) => apiSend<{ message: string }>('POST', path, { body }),
    onError: (error) => setErrors(apiFieldErrors(error) as typeof errors),
  });

  const set = (name: keyof V) => (e: { target: { value: string; type?: string; checked?: boolean } }) => {
    const value = e.target.type === 'checkbox' ? Boolean(e.target.checked) : e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = checkForm(schema, values, i18n);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof V] ??= issue.message;
      setErrors(next);
      return;
    }
    send.mutate(parsed.data);
  }

  return { values, errors, set, onSubmit, send };
}
