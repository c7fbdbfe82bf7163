import { type ContactField, contactFieldRules } from '@fabrion/shared';
import { registerDecorator, type ValidationArguments } from 'class-validator';

/** Validates a field with the shared rule the browser uses, answering with the spec's message. */
export function ContactRule(field: ContactField): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: `contact-${field}`,
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => contactFieldRules[field](value) === null,
        defaultMessage: (args?: ValidationArguments) =>
          contactFieldRules[field](args?.value) ?? 'Invalid value',
      },
    });
  };
}
