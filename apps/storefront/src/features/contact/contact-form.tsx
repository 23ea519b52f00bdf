import { contactMessageRules } from '@verdant/domain/engagement/engagement-rules';
import { Button, FormField, Input, notify, refusalOf, Textarea, trpc, useForm } from '@verdant/web-kit';
import { Send } from 'lucide-react';

const emptyMessage = { name: '', email: '', subject: '', message: '' };

/** SPEC.md 5: name, email, subject and message are required; checked with the server's own rules first. */
export function ContactForm() {
  const submitMessage = trpc.contact.submit.useMutation();
  const form = useForm(emptyMessage);

  const submit = form.handleSubmit(async () => {
    const checked = form.check(contactMessageRules);
    if (!checked) return;
    try {
      await submitMessage.mutateAsync(checked);
    } catch (error) {
      notify.error('Failed to send message. Please try again.');
      form.reject(refusalOf(error)?.fieldErrors ?? {});
      return;
    }
    notify.success("Message sent! We'll get back to you soon.");
    form.setValues(emptyMessage);
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="font-display text-3xl text-leaf-900">
        Send Us a Message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required error={form.errors.name}>
          {(control) => <Input {...control} {...form.bind('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" required error={form.errors.email}>
          {(control) => <Input {...control} {...form.bind('email')} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField label="Subject" required error={form.errors.subject}>
        {(control) => <Input {...control} {...form.bind('subject')} />}
      </FormField>
      <FormField label="Message" required error={form.errors.message}>
        {(control) => <Textarea {...control} {...form.bind('message')} rows={6} />}
      </FormField>
      <Button type="submit" disabled={form.busy}>
        <Send aria-hidden="true" className="size-4" />
        {form.busy ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
