/**
 * Error messages of the QR code widget's props (packages/slides/src/widgets/qr-code/model.ts: each code
 * is the message of a zod issue on one field), spread into ERROR_MESSAGES. The API answers them per
 * field of a refused slide (`slideData.elements.<n>.props.<field>`) and the editor's QR panel shows the
 * same text under the field; `{max}` and `{min}` are the model's limits for that field (docs/widgets.md).
 */
export const WIDGET_ERROR_MESSAGES = {
  QR_URL_REQUIRED: {
    en: 'Enter a web address.',
    es: 'Introduce una dirección web.',
    fr: 'Saisissez une adresse web.',
    sv: 'Ange en webbadress.',
  },
  QR_URL_INVALID: {
    en: 'Enter a full web address starting with http:// or https://.',
    es: 'Introduce una dirección web completa que empiece por http:// o https://.',
    fr: 'Saisissez une adresse web complète commençant par http:// ou https://.',
    sv: 'Ange en fullständig webbadress som börjar med http:// eller https://.',
  },
  QR_EMAIL_REQUIRED: {
    en: 'Enter an e-mail address.',
    es: 'Introduce una dirección de correo.',
    fr: 'Saisissez une adresse e-mail.',
    sv: 'Ange en e-postadress.',
  },
  QR_EMAIL_INVALID: {
    en: 'Enter a valid e-mail address, such as name@example.com.',
    es: 'Introduce una dirección de correo válida, como nombre@ejemplo.com.',
    fr: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    sv: 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
  },
  QR_SUBJECT_TOO_LONG: {
    en: 'The subject can be at most {max} characters.',
    es: 'El asunto puede tener como máximo {max} caracteres.',
    fr: 'L’objet ne peut pas dépasser {max} caractères.',
    sv: 'Ämnet får vara högst {max} tecken.',
  },
  QR_BODY_TOO_LONG: {
    en: 'The message can be at most {max} characters.',
    es: 'El mensaje puede tener como máximo {max} caracteres.',
    fr: 'Le message ne peut pas dépasser {max} caractères.',
    sv: 'Meddelandet får vara högst {max} tecken.',
  },
  QR_PHONE_REQUIRED: {
    en: 'Enter a phone number.',
    es: 'Introduce un número de teléfono.',
    fr: 'Saisissez un numéro de téléphone.',
    sv: 'Ange ett telefonnummer.',
  },
  QR_PHONE_INVALID: {
    en: 'Enter a phone number with digits, and + for the country code if needed.',
    es: 'Introduce un número de teléfono con cifras y, si hace falta, + y el prefijo del país.',
    fr: 'Saisissez un numéro de téléphone en chiffres, avec + et l’indicatif du pays si besoin.',
    sv: 'Ange ett telefonnummer med siffror, och + med landsnumret vid behov.',
  },
  QR_SMS_TEXT_REQUIRED: {
    en: 'Enter the message text.',
    es: 'Introduce el texto del mensaje.',
    fr: 'Saisissez le texte du message.',
    sv: 'Skriv meddelandets text.',
  },
  QR_EVENT_TITLE_REQUIRED: {
    en: 'Enter the event’s title.',
    es: 'Introduce el título del evento.',
    fr: 'Saisissez le titre de l’événement.',
    sv: 'Ange händelsens rubrik.',
  },
  QR_EVENT_LOCATION_REQUIRED: {
    en: 'Enter where the event takes place.',
    es: 'Introduce dónde tiene lugar el evento.',
    fr: 'Saisissez le lieu de l’événement.',
    sv: 'Ange var händelsen äger rum.',
  },
  QR_EVENT_START_REQUIRED: {
    en: 'Enter when the event starts.',
    es: 'Introduce cuándo empieza el evento.',
    fr: 'Saisissez le début de l’événement.',
    sv: 'Ange när händelsen börjar.',
  },
  QR_EVENT_DATE_INVALID: {
    en: 'Enter a valid date and time.',
    es: 'Introduce una fecha y una hora válidas.',
    fr: 'Saisissez une date et une heure valides.',
    sv: 'Ange ett giltigt datum och en giltig tid.',
  },
  QR_EVENT_END_BEFORE_START: {
    en: 'The end must be after the start.',
    es: 'El final debe ser posterior al inicio.',
    fr: 'La fin doit être postérieure au début.',
    sv: 'Slutet måste vara efter början.',
  },
  QR_CONTACT_NAME_REQUIRED: {
    en: 'Enter the contact’s name.',
    es: 'Introduce el nombre del contacto.',
    fr: 'Saisissez le nom du contact.',
    sv: 'Ange kontaktens namn.',
  },
  QR_CONTACT_COMPANY_REQUIRED: {
    en: 'Enter the company.',
    es: 'Introduce la empresa.',
    fr: 'Saisissez l’entreprise.',
    sv: 'Ange företaget.',
  },
  QR_WIFI_SSID_REQUIRED: {
    en: 'Enter the network name.',
    es: 'Introduce el nombre de la red.',
    fr: 'Saisissez le nom du réseau.',
    sv: 'Ange nätverkets namn.',
  },
  QR_WIFI_PASSWORD_REQUIRED: {
    en: 'Enter the network password.',
    es: 'Introduce la contraseña de la red.',
    fr: 'Saisissez le mot de passe du réseau.',
    sv: 'Ange nätverkets lösenord.',
  },
  QR_WIFI_PASSWORD_TOO_SHORT: {
    en: 'The password must be at least {min} characters.',
    es: 'La contraseña debe tener al menos {min} caracteres.',
    fr: 'Le mot de passe doit comporter au moins {min} caractères.',
    sv: 'Lösenordet måste vara minst {min} tecken.',
  },
  QR_FIELD_TOO_LONG: {
    en: 'This can be at most {max} characters.',
    es: 'Puede tener como máximo {max} caracteres.',
    fr: 'Ce champ ne peut pas dépasser {max} caractères.',
    sv: 'Det här får vara högst {max} tecken.',
  },
  QR_COLOR_INVALID: {
    en: 'Choose a colour.',
    es: 'Elige un color.',
    fr: 'Choisissez une couleur.',
    sv: 'Välj en färg.',
  },
  QR_LOW_CONTRAST: {
    en: 'Phones cannot read this code: use a dark code colour on a light background.',
    es: 'Los móviles no pueden leer este código: usa un color de código oscuro sobre un fondo claro.',
    fr: 'Les téléphones ne peuvent pas lire ce code : choisissez un code foncé sur un fond clair.',
    sv: 'Mobiler kan inte läsa den här koden: använd en mörk kodfärg på ljus bakgrund.',
  },
  QR_CONTENT_TOO_LONG: {
    en: 'Too much text for a QR code: shorten the fields.',
    es: 'Demasiado texto para un código QR: acorta los campos.',
    fr: 'Trop de texte pour un code QR : raccourcissez les champs.',
    sv: 'För mycket text för en QR-kod: korta ner fälten.',
  },
} as const;
