import { contactMessageRules } from '@verdant/domain/engagement/engagement-rules';
import {
  Button,
  InputField,
  inputKinds,
  notify,
  refusalOf,
  TextareaField,
  trpc,
  useShopForm,
} from '@verdant/web-kit';
import { Send } from 'lucide-react';

/** Name, email, subject and message are all required, checked with the server's own rules first. */
export function ContactForm() {
  const submitMessage = trpc.contact.submit.useMutation();
  const form = useShopForm(contactMessageRules, { name: '', email: '', subject: '', message: '' });

  const submit = form.submit(async (message) => {
    try {
      await submitMessage.mutateAsync(message);
    } catch (error) {
      notify.error('Failed to send message. Please try again.');
      form.showErrors(refusalOf(error)?.fieldErrors ?? {});
      return;
    }
    notify.success("Message sent! We'll get back to you soon.");
    form.reset();
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
        <InputField form={form} name="name" label="Name" required autoComplete="name" />
        <InputField form={form} name="email" label="Email" required {...inputKinds.email} />
      </div>
      <InputField form={form} name="subject" label="Subject" required />
      <TextareaField form={form} name="message" label="Message" required rows={6} />
      <Button type="submit" disabled={form.busy}>
        <Send aria-hidden="true" className="size-4" />
        {form.busy ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
