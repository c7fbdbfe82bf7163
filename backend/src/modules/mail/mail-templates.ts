/** The three account e-mails in English, Spanish and German. `{link}` and `{product}` are filled in. */
export type MailTemplate = 'invitation' | 'reset' | 'password-changed';
type Texts = { subject: string; body: string; action?: string };

const TEMPLATES: Record<MailTemplate, Record<'en' | 'es' | 'de', Texts>> = {
  invitation: {
    en: {
      subject: 'Your {product} client portal account',
      body: 'Your account manager has created a {product} portal account for you. Open the link below to confirm your e-mail and choose your password. The link is valid for {hours} hours.',
      action: 'Set up my account',
    },
    es: {
      subject: 'Su cuenta del portal de clientes de {product}',
      body: 'Su gestor de cuenta ha creado una cuenta del portal de {product} para usted. Abra el enlace para confirmar su correo y elegir su contraseña. El enlace es válido durante {hours} horas.',
      action: 'Configurar mi cuenta',
    },
    de: {
      subject: 'Ihr Konto im {product} Kundenportal',
      body: 'Ihr Account Manager hat ein {product} Portalkonto für Sie angelegt. Öffnen Sie den Link, um Ihre E-Mail-Adresse zu bestätigen und Ihr Passwort festzulegen. Der Link ist {hours} Stunden gültig.',
      action: 'Konto einrichten',
    },
  },
  reset: {
    en: {
      subject: 'Reset your {product} password',
      body: 'We received a request to reset your password. Open the link below within 30 minutes to choose a new one. If you did not ask for this, you can ignore this e-mail.',
      action: 'Reset my password',
    },
    es: {
      subject: 'Restablezca su contraseña de {product}',
      body: 'Hemos recibido una solicitud para restablecer su contraseña. Abra el enlace en los próximos 30 minutos para elegir una nueva. Si no la ha solicitado, ignore este correo.',
      action: 'Restablecer mi contraseña',
    },
    de: {
      subject: 'Setzen Sie Ihr {product} Passwort zurück',
      body: 'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Öffnen Sie den Link innerhalb von 30 Minuten, um ein neues zu wählen. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
      action: 'Passwort zurücksetzen',
    },
  },
  'password-changed': {
    en: {
      subject: 'Your {product} password was changed',
      body: 'The password of your {product} portal account was just changed and every device was signed out. If this was not you, contact your account manager at once.',
    },
    es: {
      subject: 'Se ha cambiado su contraseña de {product}',
      body: 'Se acaba de cambiar la contraseña de su cuenta del portal de {product} y se han cerrado todas las sesiones. Si no ha sido usted, contacte de inmediato con su gestor de cuenta.',
    },
    de: {
      subject: 'Ihr {product} Passwort wurde geändert',
      body: 'Das Passwort Ihres {product} Portalkontos wurde soeben geändert und alle Geräte wurden abgemeldet. Falls Sie das nicht waren, wenden Sie sich sofort an Ihren Account Manager.',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function renderMail(
  template: MailTemplate,
  language: string,
  values: { product: string; link?: string; validHours?: number },
): { subject: string; text: string; html: string } {
  const lang = language === 'es' || language === 'de' ? language : 'en';
  const t = TEMPLATES[template][lang];
  const fill = (s: string) =>
    s
      .split('{product}')
      .join(values.product)
      .split('{hours}')
      .join(String(values.validHours ?? 24));
  const subject = fill(t.subject);
  const body = fill(t.body);
  const text = values.link ? `${body}\n\n${values.link}\n` : `${body}\n`;
  const button =
    values.link && t.action
      ? `<p><a href="${escapeHtml(values.link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(values.link)}</p>`
      : '';
  const html = `<!doctype html><html lang="${lang}"><body><p>${escapeHtml(body)}</p>${button}</body></html>`;
  return { subject, text, html };
}
