/**
 * The error catalogue (spec part 8 plus the codes of design brief section 4), in the four interface
 * languages. The server answers {errorCode, message} with `message` in the caller's language, and the
 * web app shows the same text for the same code, so a message exists once.
 */
import type { Locale } from './constants.ts';
import { AI_ERROR_MESSAGES } from './errors-ai.ts';
import { ALERT_ERROR_MESSAGES } from './errors-alerts.ts';
import { STATS_ERROR_MESSAGES } from './errors-stats.ts';
import { CANVA_ERROR_MESSAGES } from './errors-canva.ts';
import { SSO_ERROR_MESSAGES } from './errors-sso.ts';
import { STOCK_ERROR_MESSAGES } from './errors-stock.ts';
import { PAYMENT_ERROR_MESSAGES } from './errors-payments.ts';
import { SLEEP_ERROR_MESSAGES } from './errors-sleep.ts';
import { SYNC_ERROR_MESSAGES } from './errors-sync.ts';
import { VALIDITY_ERROR_MESSAGES } from './errors-validity.ts';
import { WIDGET_ERROR_MESSAGES } from './errors-widgets.ts';
import { API_TOKEN_ERROR_MESSAGES } from './errors-api-tokens.ts';
import { SECOND_FACTOR_ERROR_MESSAGES } from './errors-second-factor.ts';
import { WEBHOOK_ERROR_MESSAGES } from './errors-webhooks.ts';
import { WALL_ERROR_MESSAGES } from './errors-walls.ts';

type Messages = Record<Locale, string>;

export const ERROR_MESSAGES = {
  ...ALERT_ERROR_MESSAGES,
  ...STATS_ERROR_MESSAGES,
  ...AI_ERROR_MESSAGES,
  ...STOCK_ERROR_MESSAGES,
  ...CANVA_ERROR_MESSAGES,
  ...SSO_ERROR_MESSAGES,
  ...PAYMENT_ERROR_MESSAGES,
  ...WIDGET_ERROR_MESSAGES,
  ...API_TOKEN_ERROR_MESSAGES,
  ...SECOND_FACTOR_ERROR_MESSAGES,
  ...WEBHOOK_ERROR_MESSAGES,
  ...VALIDITY_ERROR_MESSAGES,
  ...WALL_ERROR_MESSAGES,
  ...SLEEP_ERROR_MESSAGES,
  ...SYNC_ERROR_MESSAGES,
  VALIDATION_FAILED: {
    en: 'Please check the highlighted fields.',
    es: 'Revisa los campos marcados.',
    fr: 'Veuillez vérifier les champs signalés.',
    sv: 'Kontrollera de markerade fälten.',
  },
  FIELD_REQUIRED: {
    en: 'Field is required',
    es: 'Este campo es obligatorio',
    fr: 'Ce champ est obligatoire',
    sv: 'Fältet är obligatoriskt',
  },
  FIELD_INVALID: {
    en: 'This value is not valid',
    es: 'Este valor no es válido',
    fr: "Cette valeur n'est pas valide",
    sv: 'Värdet är inte giltigt',
  },
  NAME_TOO_LONG: {
    en: 'This is too long',
    es: 'El texto es demasiado largo',
    fr: 'Ce texte est trop long',
    sv: 'Texten är för lång',
  },
  EMAIL_INVALID: {
    en: 'Please enter a valid e-mail address',
    es: 'Introduce una dirección de correo electrónico válida',
    fr: 'Veuillez saisir une adresse e-mail valide',
    sv: 'Ange en giltig e-postadress',
  },
  EMAIL_EXISTS: {
    en: 'This e-mail address is already in use',
    es: 'Esta dirección de correo electrónico ya está en uso',
    fr: 'Cette adresse e-mail est déjà utilisée',
    sv: 'E-postadressen används redan',
  },
  USERNAME_EXISTS: {
    en: 'The username already exists, please try another.',
    es: 'El nombre de usuario ya existe, prueba con otro.',
    fr: "Ce nom d'utilisateur existe déjà, veuillez en essayer un autre.",
    sv: 'Användarnamnet finns redan, försök med ett annat.',
  },
  PASSWORD_TOO_SHORT: {
    en: 'The password must be at least 8 characters long',
    es: 'La contraseña debe tener al menos 8 caracteres',
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
    sv: 'Lösenordet måste innehålla minst 8 tecken',
  },
  PASSWORD_TOO_LONG: {
    en: 'The password is too long',
    es: 'La contraseña es demasiado larga',
    fr: 'Le mot de passe est trop long',
    sv: 'Lösenordet är för långt',
  },
  PASSWORD_WEAK: {
    en: 'Use lower case and upper case letters, numbers and symbols',
    es: 'Usa minúsculas, mayúsculas, números y símbolos',
    fr: 'Utilisez des minuscules, des majuscules, des chiffres et des symboles',
    sv: 'Använd små och stora bokstäver, siffror och symboler',
  },
  PASSWORD_COMMON: {
    en: 'This password is too common. Please choose another one.',
    es: 'Esta contraseña es demasiado común. Elige otra.',
    fr: 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
    sv: 'Lösenordet är för vanligt. Välj ett annat.',
  },
  PASSWORD_MISMATCH: {
    en: 'The passwords do not match',
    es: 'Las contraseñas no coinciden',
    fr: 'Les mots de passe ne correspondent pas',
    sv: 'Lösenorden matchar inte',
  },
  PASSWORD_INCORRECT: {
    en: 'The current password is not correct',
    es: 'La contraseña actual no es correcta',
    fr: "Le mot de passe actuel n'est pas correct",
    sv: 'Det nuvarande lösenordet är fel',
  },
  LOGIN_FAILED: {
    en: 'Please check that your email and password is correct.',
    es: 'Comprueba que tu correo electrónico y tu contraseña sean correctos.',
    fr: 'Veuillez vérifier que votre e-mail et votre mot de passe sont corrects.',
    sv: 'Kontrollera att din e-postadress och ditt lösenord är korrekta.',
  },
  EMAIL_NOT_VERIFIED: {
    en: 'Please confirm your e-mail address first. We sent you a code.',
    es: 'Primero confirma tu dirección de correo electrónico. Te hemos enviado un código.',
    fr: "Veuillez d'abord confirmer votre adresse e-mail. Nous vous avons envoyé un code.",
    sv: 'Bekräfta först din e-postadress. Vi har skickat en kod till dig.',
  },
  APPROVAL_REQUIRED: {
    en: 'An administrator of your organization must approve your account first.',
    es: 'Un administrador de tu organización debe aprobar tu cuenta primero.',
    fr: "Un administrateur de votre organisation doit d'abord approuver votre compte.",
    sv: 'En administratör i din organisation måste först godkänna ditt konto.',
  },
  GOOGLE_SIGNIN_FAILED: {
    en: 'Google sign-in not successful',
    es: 'No se ha podido iniciar sesión con Google',
    fr: 'La connexion avec Google a échoué',
    sv: 'Inloggningen med Google misslyckades',
  },
  SIGNUP_INCOMPLETE: {
    en: 'Please complete your organization details.',
    es: 'Completa los datos de tu organización.',
    fr: 'Veuillez compléter les informations de votre organisation.',
    sv: 'Fyll i uppgifterna om din organisation.',
  },
  UNAUTHORIZED: {
    en: 'Your session has ended. Please sign in again.',
    es: 'Tu sesión ha finalizado. Vuelve a iniciar sesión.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    sv: 'Din session har avslutats. Logga in igen.',
  },
  FORBIDDEN: {
    en: 'You do not have permission to do this.',
    es: 'No tienes permiso para hacer esto.',
    fr: "Vous n'avez pas l'autorisation de faire cela.",
    sv: 'Du har inte behörighet att göra detta.',
  },
  NOT_FOUND: {
    en: 'We could not find what you were looking for.',
    es: 'No hemos encontrado lo que buscabas.',
    fr: "Nous n'avons pas trouvé ce que vous cherchiez.",
    sv: 'Vi kunde inte hitta det du letade efter.',
  },
  RATE_LIMITED: {
    en: 'Too many attempts. Please wait a moment and try again.',
    es: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    fr: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    sv: 'För många försök. Vänta en stund och försök igen.',
  },
  SUPPORT_NOT_CONFIGURED: {
    en: 'No support e-mail address is set for your organization or this installation, so the message cannot be sent. Please ask your administrator.',
    es: 'No hay ninguna dirección de correo de soporte configurada para tu organización ni para esta instalación, así que el mensaje no se puede enviar. Consulta a tu administrador.',
    fr: "Aucune adresse e-mail d'assistance n'est définie pour votre organisation ni pour cette installation : le message ne peut pas être envoyé. Veuillez vous adresser à votre administrateur.",
    sv: 'Ingen e-postadress till supporten har angetts för din organisation eller den här installationen, så meddelandet kan inte skickas. Fråga din administratör.',
  },
  SUPPORT_MESSAGE_TOO_SHORT: {
    en: 'Please describe your question or problem in at least 10 characters.',
    es: 'Describe tu pregunta o problema con al menos 10 caracteres.',
    fr: 'Veuillez décrire votre question ou votre problème en 10 caractères au moins.',
    sv: 'Beskriv din fråga eller ditt problem med minst 10 tecken.',
  },
  CSRF_INVALID: {
    en: 'This form has expired. Please reload the page and try again.',
    es: 'Este formulario ha caducado. Recarga la página y vuelve a intentarlo.',
    fr: 'Ce formulaire a expiré. Veuillez recharger la page et réessayer.',
    sv: 'Formuläret har gått ut. Ladda om sidan och försök igen.',
  },
  REGISTRATION_FAILED: {
    en: 'Registration error: please review your data and try again.',
    es: 'Error de registro: revisa tus datos y vuelve a intentarlo.',
    fr: "Erreur d'inscription : veuillez vérifier vos informations et réessayer.",
    sv: 'Registreringsfel: kontrollera dina uppgifter och försök igen.',
  },
  VERIFICATION_FAILED: {
    en: 'Verification failed. Check the code or ask for a new one.',
    es: 'La verificación ha fallado. Comprueba el código o solicita uno nuevo.',
    fr: 'La vérification a échoué. Vérifiez le code ou demandez-en un nouveau.',
    sv: 'Verifieringen misslyckades. Kontrollera koden eller be om en ny.',
  },
  APPROVAL_FAILED: {
    en: 'Approval of the user failed.',
    es: 'No se ha podido aprobar al usuario.',
    fr: "L'approbation de l'utilisateur a échoué.",
    sv: 'Det gick inte att godkänna användaren.',
  },
  TOKEN_INVALID: {
    en: 'This link has expired or is invalid.',
    es: 'Este enlace ha caducado o no es válido.',
    fr: "Ce lien a expiré ou n'est pas valide.",
    sv: 'Länken har gått ut eller är ogiltig.',
  },
  LICENSE_EXPIRED: {
    en: 'The license for this organization has expired.',
    es: 'La licencia de esta organización ha caducado.',
    fr: 'La licence de cette organisation a expiré.',
    sv: 'Licensen för den här organisationen har gått ut.',
  },
  TERMS_REQUIRED: {
    en: 'You must accept the terms to continue.',
    es: 'Debes aceptar los términos para continuar.',
    fr: 'Vous devez accepter les conditions pour continuer.',
    sv: 'Du måste godkänna villkoren för att fortsätta.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large.',
    es: 'La solicitud es demasiado grande.',
    fr: 'La requête est trop volumineuse.',
    sv: 'Begäran är för stor.',
  },
  NAME_EXISTS: {
    en: 'The name already exists',
    es: 'El nombre ya existe',
    fr: 'Ce nom existe déjà',
    sv: 'Namnet finns redan',
  },
  MEDIA_TYPE_NOT_ALLOWED: {
    en: 'This file type is not allowed. Upload JPG, PNG, SVG, GIF, PDF, MP4, WebM, MP3 or WAV files.',
    es: 'Este tipo de archivo no está permitido. Sube archivos JPG, PNG, SVG, GIF, PDF, MP4, WebM, MP3 o WAV.',
    fr: "Ce type de fichier n'est pas autorisé. Importez des fichiers JPG, PNG, SVG, GIF, PDF, MP4, WebM, MP3 ou WAV.",
    sv: 'Filtypen är inte tillåten. Ladda upp JPG-, PNG-, SVG-, GIF-, PDF-, MP4-, WebM-, MP3- eller WAV-filer.',
  },
  MEDIA_TOO_MANY_FILES: {
    en: 'Please upload one file at a time.',
    es: 'Sube un solo archivo cada vez.',
    fr: 'Veuillez importer un seul fichier à la fois.',
    sv: 'Ladda upp en fil i taget.',
  },
  MEDIA_TOO_LARGE: {
    en: 'file size exceeds {filesize}MB',
    es: 'el tamaño del archivo supera {filesize} MB',
    fr: 'la taille du fichier dépasse {filesize} Mo',
    sv: 'filstorleken överskrider {filesize} MB',
  },
  MEDIA_NO_FILE: {
    en: 'Choose a file to upload.',
    es: 'Elige un archivo para subir.',
    fr: 'Choisissez un fichier à importer.',
    sv: 'Välj en fil att ladda upp.',
  },
  MEDIA_UPLOAD_FAILED: {
    en: 'The upload did not complete. Please try again.',
    es: 'La subida no se ha completado. Vuelve a intentarlo.',
    fr: "L'importation n'a pas abouti. Veuillez réessayer.",
    sv: 'Uppladdningen slutfördes inte. Försök igen.',
  },
  STORAGE_FULL: {
    en: 'The server has no storage space left for this file. Nothing was saved. Free some space or ask your administrator, then try again.',
    es: 'El servidor no tiene espacio de almacenamiento suficiente para este archivo. No se ha guardado nada. Libera espacio o consulta a tu administrador y vuelve a intentarlo.',
    fr: "Le serveur n'a plus d'espace de stockage pour ce fichier. Rien n'a été enregistré. Libérez de l'espace ou contactez votre administrateur, puis réessayez.",
    sv: 'Servern har inget lagringsutrymme kvar för den här filen. Inget sparades. Frigör utrymme eller kontakta din administratör och försök sedan igen.',
  },
  MEDIA_LOCKED: {
    en: 'This item is locked. Unlock it first.',
    es: 'Este elemento está bloqueado. Desbloquéalo primero.',
    fr: "Cet élément est verrouillé. Déverrouillez-le d'abord.",
    sv: 'Objektet är låst. Lås upp det först.',
  },
  MEDIA_UNEDITABLE: {
    en: 'The creator made this item uneditable when shared.',
    es: 'Quien lo creó ha hecho que este elemento no se pueda editar al compartirlo.',
    fr: "Son créateur a rendu cet élément non modifiable lorsqu'il est partagé.",
    sv: 'Skaparen har gjort objektet oredigerbart när det delas.',
  },
  MEDIA_NOT_OWNER: {
    en: 'Only the person who uploaded this item can do that.',
    es: 'Solo quien subió este elemento puede hacerlo.',
    fr: 'Seule la personne qui a importé cet élément peut faire cela.',
    sv: 'Bara den som laddade upp objektet kan göra det.',
  },
  MEDIA_IN_USE: {
    en: 'This file is used by published content and cannot be deleted. Remove it from these playlists and publish them again first: {playlists}.',
    es: 'Este archivo se usa en contenido publicado y no se puede eliminar. Quítalo primero de estas listas de reproducción y vuelve a publicarlas: {playlists}.',
    fr: "Ce fichier est utilisé par du contenu publié et ne peut pas être supprimé. Retirez-le d'abord de ces playlists, puis publiez-les à nouveau : {playlists}.",
    sv: 'Filen används av publicerat innehåll och kan inte tas bort. Ta först bort den från de här spellistorna och publicera dem igen: {playlists}.',
  },
  MEDIA_USED_IN_DRAFTS: {
    en: 'This file is used in unpublished slides of these playlists: {playlists}. Confirm to delete it anyway.',
    es: 'Este archivo se usa en diapositivas sin publicar de estas listas de reproducción: {playlists}. Confirma para eliminarlo de todos modos.',
    fr: 'Ce fichier est utilisé dans des diapositives non publiées de ces playlists : {playlists}. Confirmez pour le supprimer quand même.',
    sv: 'Filen används i opublicerade bilder i de här spellistorna: {playlists}. Bekräfta för att ta bort den ändå.',
  },
  FOLDER_NOT_EMPTY: {
    en: 'This folder is not empty. Confirm to delete it with everything in it.',
    es: 'Esta carpeta no está vacía. Confirma para eliminarla con todo su contenido.',
    fr: "Ce dossier n'est pas vide. Confirmez pour le supprimer avec tout son contenu.",
    sv: 'Mappen är inte tom. Bekräfta för att ta bort den med allt innehåll.',
  },
  FOLDER_INVALID_MOVE: {
    en: 'A folder cannot be moved into itself or one of its sub-folders.',
    es: 'Una carpeta no se puede mover dentro de sí misma ni de una de sus subcarpetas.',
    fr: "Un dossier ne peut pas être déplacé dans lui-même ni dans l'un de ses sous-dossiers.",
    sv: 'En mapp kan inte flyttas in i sig själv eller i en av sina undermappar.',
  },
  PLAYLIST_NOT_PUBLISHED: {
    en: 'Publish the playlist before assigning it.',
    es: 'Publica la lista de reproducción antes de asignarla.',
    fr: "Publiez la playlist avant de l'attribuer.",
    sv: 'Publicera spellistan innan du tilldelar den.',
  },
  PLAYLIST_SHARED_ONLY: {
    en: 'You can only assign shared playlists.',
    es: 'Solo puedes asignar listas de reproducción compartidas.',
    fr: 'Vous ne pouvez attribuer que des playlists partagées.',
    sv: 'Du kan bara tilldela delade spellistor.',
  },
  PLAYLIST_LOCKED: {
    en: '{userName} is editing this playlist right now.',
    es: '{userName} está editando esta lista de reproducción ahora mismo.',
    fr: '{userName} modifie cette playlist en ce moment.',
    sv: '{userName} redigerar den här spellistan just nu.',
  },
  APPROVAL_OWN_SUBMISSION: {
    en: 'You cannot approve or reject your own submission. Another owner or administrator has to decide.',
    es: 'No puedes aprobar ni rechazar tu propio envío. Otro propietario o administrador tiene que decidir.',
    fr: 'Vous ne pouvez pas approuver ni refuser votre propre demande. Un autre propriétaire ou administrateur doit décider.',
    sv: 'Du kan inte godkänna eller avvisa din egen begäran. En annan ägare eller administratör måste besluta.',
  },
  APPROVAL_NOT_PENDING: {
    en: 'This submission is no longer waiting for approval.',
    es: 'Este envío ya no está pendiente de aprobación.',
    fr: 'Cette demande n’attend plus d’approbation.',
    sv: 'Den här begäran väntar inte längre på godkännande.',
  },
  APPROVAL_INHERITED: {
    en: 'A parent organization requires approval, so it cannot be switched off here.',
    es: 'Una organización superior exige la aprobación, así que aquí no se puede desactivar.',
    fr: 'Une organisation parente exige l’approbation : elle ne peut pas être désactivée ici.',
    sv: 'En överordnad organisation kräver godkännande, så det kan inte stängas av här.',
  },
  SLIDE_INDEX_INVALID: {
    en: 'This slide does not exist.',
    es: 'Esta diapositiva no existe.',
    fr: "Cette diapositive n'existe pas.",
    sv: 'Den här bilden finns inte.',
  },
  OVERLAY_NEEDS_SLIDES: {
    en: 'A playlist overlay needs at least two slides: it stays on screen while the slides change.',
    es: 'Una superposición de lista necesita al menos dos diapositivas: permanece en pantalla mientras cambian las diapositivas.',
    fr: 'Une superposition de playlist nécessite au moins deux diapositives : elle reste à l’écran pendant que les diapositives changent.',
    sv: 'Ett spellisteöverlägg kräver minst två bilder: det ligger kvar på skärmen medan bilderna byts.',
  },
  SLIDE_INVALID: {
    en: 'The slide could not be read. Please reload the editor.',
    es: 'No se ha podido leer la diapositiva. Vuelve a cargar el editor.',
    fr: "La diapositive n'a pas pu être lue. Veuillez recharger l'éditeur.",
    sv: 'Bilden kunde inte läsas. Ladda om redigeraren.',
  },
  HOT_CORNERS_NEED_TWO_SLIDES: {
    en: 'Hot corners need at least two slides.',
    es: 'Las esquinas activas necesitan al menos dos diapositivas.',
    fr: 'Les coins actifs nécessitent au moins deux diapositives.',
    sv: 'Aktiva hörn kräver minst två bilder.',
  },
  JUMP_NEEDS_ANOTHER_SLIDE: {
    en: 'Jump to slide needs at least one more slide.',
    es: 'Saltar a diapositiva necesita al menos otra diapositiva.',
    fr: 'Aller à la diapositive nécessite au moins une autre diapositive.',
    sv: 'Hoppa till bild kräver minst en bild till.',
  },
  INTERACTION_NOT_LICENSED: {
    en: 'Interaction is not included in your licence.',
    es: 'La interacción no está incluida en tu licencia.',
    fr: "L'interaction n'est pas incluse dans votre licence.",
    sv: 'Interaktion ingår inte i din licens.',
  },
  FOLDER_CANNOT_BE_DUPLICATED: {
    en: 'Folders cannot be duplicated. Choose one playlist.',
    es: 'Las carpetas no se pueden duplicar. Elige una lista de reproducción.',
    fr: 'Les dossiers ne peuvent pas être dupliqués. Choisissez une playlist.',
    sv: 'Mappar kan inte dupliceras. Välj en spellista.',
  },
  THUMBNAIL_NOT_JPEG: {
    en: 'The thumbnail must be a JPEG image of at most 2 MB.',
    es: 'La miniatura debe ser una imagen JPEG de 2 MB como máximo.',
    fr: 'La miniature doit être une image JPEG de 2 Mo maximum.',
    sv: 'Miniatyren måste vara en JPEG-bild på högst 2 MB.',
  },
  WEBSITE_NOT_EMBEDDABLE: {
    en: 'This website cannot be embedded. Please try a different one.',
    es: 'Este sitio web no se puede insertar. Prueba con otro.',
    fr: 'Ce site web ne peut pas être intégré. Veuillez en essayer un autre.',
    sv: 'Den här webbplatsen kan inte bäddas in. Försök med en annan.',
  },
  WEB_ADDRESS_INVALID: {
    en: 'Please enter a valid web address.',
    es: 'Introduce una dirección web válida.',
    fr: 'Veuillez saisir une adresse web valide.',
    sv: 'Ange en giltig webbadress.',
  },
  NEWS_NOT_RSS2: {
    en: 'This is not an RSS 2.0 feed. Only RSS 2.0 feeds can be shown.',
    es: 'Esto no es un feed RSS 2.0. Solo se pueden mostrar feeds RSS 2.0.',
    fr: "Ceci n'est pas un flux RSS 2.0. Seuls les flux RSS 2.0 peuvent être affichés.",
    sv: 'Det här är inte ett RSS 2.0-flöde. Endast RSS 2.0-flöden kan visas.',
  },
  SPREADSHEET_INVALID_URL_OR_RANGE: {
    en: 'Invalid URL or range',
    es: 'URL o rango no válido',
    fr: 'URL ou plage non valide',
    sv: 'Ogiltig URL eller ogiltigt område',
  },
  SPREADSHEET_CHECK_ACCESS: {
    en: 'Check access: the sheet must be shared publicly',
    es: 'Comprueba el acceso: la hoja debe compartirse públicamente',
    fr: "Vérifiez l'accès : la feuille doit être partagée publiquement",
    sv: 'Kontrollera åtkomsten: kalkylbladet måste delas offentligt',
  },
  SPREADSHEET_SYNC_FAILED: {
    en: 'Sync failed',
    es: 'Error de sincronización',
    fr: 'Échec de la synchronisation',
    sv: 'Synkroniseringen misslyckades',
  },
  SPREADSHEET_FILE_INVALID: {
    en: 'The file must be a CSV or XLSX spreadsheet of at most 5 MB.',
    es: 'El archivo debe ser una hoja de cálculo CSV o XLSX de 5 MB como máximo.',
    fr: 'Le fichier doit être une feuille de calcul CSV ou XLSX de 5 Mo maximum.',
    sv: 'Filen måste vara ett CSV- eller XLSX-kalkylblad på högst 5 MB.',
  },
  USER_LIMIT_REACHED: {
    en: 'User limit reached: your licence allows at most {max} users. Please contact support to add more.',
    es: 'Se ha alcanzado el límite de usuarios: tu licencia permite como máximo {max} usuarios. Contacta con el servicio de asistencia para añadir más.',
    fr: "Limite d'utilisateurs atteinte : votre licence autorise au maximum {max} utilisateurs. Contactez l'assistance pour en ajouter.",
    sv: 'Användargränsen är nådd: din licens tillåter högst {max} användare. Kontakta supporten för att lägga till fler.',
  },
  DEVICE_LIMIT_REACHED: {
    en: 'Device limit reached: your licence allows at most {max} screens. Please contact support to add more.',
    es: 'Se ha alcanzado el límite de dispositivos: tu licencia permite como máximo {max} pantallas. Contacta con el servicio de asistencia para añadir más.',
    fr: "Limite d'appareils atteinte : votre licence autorise au maximum {max} écrans. Contactez l'assistance pour en ajouter.",
    sv: 'Enhetsgränsen är nådd: din licens tillåter högst {max} skärmar. Kontakta supporten för att lägga till fler.',
  },
  DEVICE_CODE_INVALID: {
    en: 'Failed to add the device. Check the code shown on the screen, check its internet connection, or contact support.',
    es: 'No se ha podido añadir el dispositivo. Comprueba el código que aparece en la pantalla, comprueba su conexión a internet o contacta con el soporte.',
    fr: "Impossible d'ajouter l'appareil. Vérifiez le code affiché à l'écran, vérifiez sa connexion à internet ou contactez le support.",
    sv: 'Det gick inte att lägga till enheten. Kontrollera koden som visas på skärmen, kontrollera dess internetanslutning eller kontakta supporten.',
  },
  INTERACTIVE_LIMIT_REACHED: {
    en: 'Maximum number of interactive devices reached',
    es: 'Se ha alcanzado el número máximo de dispositivos interactivos',
    fr: "Nombre maximal d'appareils interactifs atteint",
    sv: 'Det högsta antalet interaktiva enheter har nåtts',
  },
  INTERACTIVE_LIMIT_EXCEEDED: {
    en: 'Exceeded device limit. Please assign interactive devices within your license package.',
    es: 'Se ha superado el límite de dispositivos. Asigna dispositivos interactivos dentro de tu paquete de licencia.',
    fr: "Limite d'appareils dépassée. Attribuez les appareils interactifs dans les limites de votre licence.",
    sv: 'Enhetsgränsen har överskridits. Tilldela interaktiva enheter inom ditt licenspaket.',
  },
  INTERACTIVE_EXCEEDS_DEVICES: {
    en: 'The number of interactive devices may not exceed the number of devices of the licence.',
    es: 'El número de dispositivos interactivos no puede superar el número de dispositivos de la licencia.',
    fr: "Le nombre d'appareils interactifs ne peut pas dépasser le nombre d'appareils de la licence.",
    sv: 'Antalet interaktiva enheter får inte överstiga licensens antal enheter.',
  },
  LICENCE_DURATION_INVALID: {
    en: 'The duration must be greater than 0.',
    es: 'La duración debe ser mayor que 0.',
    fr: 'La durée doit être supérieure à 0.',
    sv: 'Varaktigheten måste vara större än 0.',
  },
  LICENCE_GRANT_EXCEEDED: {
    en: 'You cannot grant more than your own licence allows.',
    es: 'No puedes conceder más de lo que permite tu propia licencia.',
    fr: 'Vous ne pouvez pas accorder plus que ce que permet votre propre licence.',
    sv: 'Du kan inte bevilja mer än din egen licens tillåter.',
  },
  FEATURE_NOT_LICENSED: {
    en: 'This feature is not included in your licence.',
    es: 'Esta función no está incluida en tu licencia.',
    fr: "Cette fonctionnalité n'est pas incluse dans votre licence.",
    sv: 'Den här funktionen ingår inte i din licens.',
  },
  WIDGET_NOT_AVAILABLE: {
    en: 'This widget is not offered on this server.',
    es: 'Este widget no está disponible en este servidor.',
    fr: "Ce widget n'est pas proposé sur ce serveur.",
    sv: 'Den här widgeten erbjuds inte på den här servern.',
  },
  SOCIAL_CONNECTION_FAILED: {
    en: 'The connection to the social network was unsuccessful. Please try again.',
    es: 'La conexión con la red social no se ha completado. Inténtalo de nuevo.',
    fr: 'La connexion au réseau social a échoué. Veuillez réessayer.',
    sv: 'Anslutningen till det sociala nätverket misslyckades. Försök igen.',
  },
  SOCIAL_NO_PAGES_FOUND: {
    en: 'No pages found. Connect an account that manages at least one page.',
    es: 'No se encontraron páginas. Conecta una cuenta que administre al menos una página.',
    fr: 'Aucune page trouvée. Connectez un compte qui gère au moins une page.',
    sv: 'Inga sidor hittades. Anslut ett konto som hanterar minst en sida.',
  },
  SOCIAL_NOT_CONNECTED: {
    en: 'No social network account is connected, or the connection was removed. Connect a page again.',
    es: 'No hay ninguna cuenta de red social conectada, o la conexión se eliminó. Vuelve a conectar una página.',
    fr: "Aucun compte de réseau social n'est connecté, ou la connexion a été supprimée. Reconnectez une page.",
    sv: 'Inget konto på sociala nätverk är anslutet, eller så togs anslutningen bort. Anslut en sida igen.',
  },
  WIDGET_INVALID: {
    en: 'Please check the widget settings.',
    es: 'Revisa la configuración del widget.',
    fr: 'Veuillez vérifier les réglages du widget.',
    sv: 'Kontrollera widgetens inställningar.',
  },
  WIDGET_SOURCE_UNREACHABLE: {
    en: 'The source could not be reached. We will try again shortly.',
    es: 'No se ha podido acceder a la fuente. Lo volveremos a intentar en breve.',
    fr: 'La source est injoignable. Nous réessaierons sous peu.',
    sv: 'Källan gick inte att nå. Vi försöker igen strax.',
  },
  WIDGET_SOURCE_BLOCKED: {
    en: 'This address cannot be used.',
    es: 'Esta dirección no se puede usar.',
    fr: 'Cette adresse ne peut pas être utilisée.',
    sv: 'Den här adressen kan inte användas.',
  },
  WIDGET_SOURCE_INVALID: {
    en: 'The source answered with something we could not read.',
    es: 'La fuente respondió con algo que no hemos podido leer.',
    fr: 'La source a répondu avec un contenu illisible.',
    sv: 'Källan svarade med något vi inte kunde läsa.',
  },
  WIDGET_SOURCE_FAILED: {
    en: 'Updating this widget failed. We will try again shortly.',
    es: 'No se ha podido actualizar este widget. Lo volveremos a intentar en breve.',
    fr: 'La mise à jour de ce widget a échoué. Nous réessaierons sous peu.',
    sv: 'Det gick inte att uppdatera widgeten. Vi försöker igen strax.',
  },
  WIDGET_SOURCE_UNKNOWN: {
    en: 'This widget has no data source.',
    es: 'Este widget no tiene fuente de datos.',
    fr: "Ce widget n'a pas de source de données.",
    sv: 'Den här widgeten har ingen datakälla.',
  },
  DEMO_EXTENSION_FAILED: {
    en: 'The trial could not be extended. Please contact your administrator.',
    es: 'No se ha podido ampliar la prueba. Contacta con tu administrador.',
    fr: "L'essai n'a pas pu être prolongé. Veuillez contacter votre administrateur.",
    sv: 'Provperioden kunde inte förlängas. Kontakta din administratör.',
  },
  ORG_HAS_SUBORGANIZATIONS: {
    en: 'Cannot delete this organization while sub-organizations exist. Please delete the sub-organizations first.',
    es: 'No se puede eliminar esta organización mientras existan suborganizaciones. Elimina primero las suborganizaciones.',
    fr: "Impossible de supprimer cette organisation tant qu'elle a des sous-organisations. Veuillez d'abord supprimer les sous-organisations.",
    sv: 'Organisationen kan inte tas bort så länge den har underorganisationer. Ta bort underorganisationerna först.',
  },
  ORG_TRANSFER_DELETE_FAILED: {
    en: 'Failed to transfer the data to {parent_org_name} and delete the organization.',
    es: 'No se han podido transferir los datos a {parent_org_name} ni eliminar la organización.',
    fr: "Échec du transfert des données vers {parent_org_name} et de la suppression de l'organisation.",
    sv: 'Det gick inte att överföra data till {parent_org_name} och ta bort organisationen.',
  },
  ORG_DELETE_FAILED: {
    en: 'Failed to delete the organization and its related content.',
    es: 'No se ha podido eliminar la organización ni su contenido relacionado.',
    fr: "Échec de la suppression de l'organisation et de son contenu.",
    sv: 'Det gick inte att ta bort organisationen och dess innehåll.',
  },
  ORG_UPDATE_FAILED: {
    en: 'Organization details update failed.',
    es: 'No se han podido actualizar los datos de la organización.',
    fr: "La mise à jour des informations de l'organisation a échoué.",
    sv: 'Det gick inte att uppdatera organisationens uppgifter.',
  },
  ORG_MOVE_INVALID: {
    en: 'An organization cannot be moved under itself or one of its sub-organizations.',
    es: 'Una organización no se puede mover debajo de sí misma ni de una de sus suborganizaciones.',
    fr: "Une organisation ne peut pas être déplacée sous elle-même ni sous l'une de ses sous-organisations.",
    sv: 'En organisation kan inte flyttas under sig själv eller en av sina underorganisationer.',
  },
  DELETE_CONFIRMATION_REQUIRED: {
    en: 'Type delete to confirm.',
    es: 'Escribe delete para confirmar.',
    fr: 'Saisissez delete pour confirmer.',
    sv: 'Skriv delete för att bekräfta.',
  },
  USERS_TRANSFER_DELETE_FAILED: {
    en: 'Failed to transfer the data to the owner and delete the users.',
    es: 'No se han podido transferir los datos al propietario ni eliminar a los usuarios.',
    fr: 'Échec du transfert des données au propriétaire et de la suppression des utilisateurs.',
    sv: 'Det gick inte att överföra data till ägaren och ta bort användarna.',
  },
  USERS_DELETE_FAILED: {
    en: 'Failed to delete the users.',
    es: 'No se ha podido eliminar a los usuarios.',
    fr: 'Échec de la suppression des utilisateurs.',
    sv: 'Det gick inte att ta bort användarna.',
  },
  USERS_DELETE_OWNER_OR_SELF: {
    en: 'Cannot delete the selected users: Owner of the organization and self cannot be deleted.',
    es: 'No se puede eliminar a los usuarios seleccionados: no se puede eliminar al propietario de la organización ni a uno mismo.',
    fr: "Impossible de supprimer les utilisateurs sélectionnés : le propriétaire de l'organisation et vous-même ne pouvez pas être supprimés.",
    sv: 'De valda användarna kan inte tas bort: organisationens ägare och du själv kan inte tas bort.',
  },
  ROLE_NOT_ASSIGNABLE: {
    en: 'You cannot give or change this role.',
    es: 'No puedes asignar ni cambiar este rol.',
    fr: 'Vous ne pouvez pas attribuer ni modifier ce rôle.',
    sv: 'Du kan inte tilldela eller ändra den här rollen.',
  },
  USER_NOT_PENDING: {
    en: 'This user is not waiting for approval.',
    es: 'Este usuario no está esperando aprobación.',
    fr: "Cet utilisateur n'attend pas d'approbation.",
    sv: 'Den här användaren väntar inte på godkännande.',
  },
  USER_NOT_INVITED: {
    en: 'This user has already accepted the invitation.',
    es: 'Este usuario ya ha aceptado la invitación.',
    fr: "Cet utilisateur a déjà accepté l'invitation.",
    sv: 'Den här användaren har redan accepterat inbjudan.',
  },
  DEFAULT_COLORS_CANNOT_BE_DELETED: {
    en: 'You cannot delete the default colors',
    es: 'No puedes eliminar los colores predeterminados',
    fr: 'Vous ne pouvez pas supprimer les couleurs par défaut',
    sv: 'Du kan inte ta bort standardfärgerna',
  },
  DOMAIN_INVALID: {
    en: "Use your organization's own e-mail domain (the owner's or yours), not a public mail provider.",
    es: 'Usa el dominio de correo propio de tu organización (el del propietario o el tuyo), no un proveedor de correo público.',
    fr: 'Utilisez le domaine e-mail de votre organisation (celui du propriétaire ou le vôtre), pas un fournisseur de messagerie public.',
    sv: 'Använd organisationens egen e-postdomän (ägarens eller din), inte en allmän e-postleverantör.',
  },
  DOMAIN_TAKEN: {
    en: 'Another organization already uses this e-mail domain.',
    es: 'Otra organización ya usa este dominio de correo.',
    fr: 'Une autre organisation utilise déjà ce domaine e-mail.',
    sv: 'En annan organisation använder redan den här e-postdomänen.',
  },
  IMPERSONATION_NOT_ALLOWED: {
    en: 'Only directly subordinate organizations can be enabled for impersonation.',
    es: 'Solo se puede habilitar la suplantación para organizaciones directamente subordinadas.',
    fr: "Seules les organisations directement subordonnées peuvent être activées pour l'usurpation d'identité.",
    sv: 'Endast direkt underordnade organisationer kan aktiveras för personifiering.',
  },
  IMPERSONATION_NOT_ACCEPTED: {
    en: 'The owner of this organization has not accepted impersonation, or has revoked it.',
    es: 'El propietario de esta organización no ha aceptado la suplantación o la ha revocado.',
    fr: "Le propriétaire de cette organisation n'a pas accepté l'usurpation d'identité ou l'a révoquée.",
    sv: 'Ägaren till den här organisationen har inte godkänt personifiering eller har återkallat den.',
  },
  IMPERSONATION_REFUSED: {
    en: 'This cannot be done while impersonating an organization.',
    es: 'Esto no se puede hacer mientras se suplanta a una organización.',
    fr: "Cette action est impossible pendant l'usurpation d'identité d'une organisation.",
    sv: 'Det går inte att göra medan du personifierar en organisation.',
  },
  IMPERSONATION_REQUEST_EXISTS: {
    en: 'A request for this organization is already pending or accepted.',
    es: 'Ya hay una solicitud pendiente o aceptada para esta organización.',
    fr: 'Une demande pour cette organisation est déjà en attente ou acceptée.',
    sv: 'Det finns redan en väntande eller godkänd begäran för den här organisationen.',
  },
  IMPERSONATION_NOT_PENDING: {
    en: 'This request is no longer waiting for an answer.',
    es: 'Esta solicitud ya no está esperando respuesta.',
    fr: "Cette demande n'attend plus de réponse.",
    sv: 'Den här begäran väntar inte längre på svar.',
  },
  OUT_OF_CREDITS: {
    en: 'You are out of AI credits. Buy more credits to continue.',
    es: 'Te has quedado sin créditos de IA. Compra más créditos para continuar.',
    fr: "Vous n'avez plus de crédits IA. Achetez des crédits pour continuer.",
    sv: 'Du har slut på AI-krediter. Köp fler krediter för att fortsätta.',
  },
  SCHEDULE_INVALID: {
    en: 'Please choose a valid schedule...',
    es: 'Elige una programación válida...',
    fr: 'Veuillez choisir une programmation valide...',
    sv: 'Välj ett giltigt schema...',
  },
  SCHEDULE_INDEX_INVALID: {
    en: 'This schedule entry does not exist.',
    es: 'Esta entrada de la programación no existe.',
    fr: "Cette entrée de la programmation n'existe pas.",
    sv: 'Den här schemaposten finns inte.',
  },
  ASPECT_INVALID: {
    en: 'Enter an aspect ratio such as 16:9 or 16/9, or pixels such as 1080x1920. No side may be 0, and one side may be at most 10 times the other.',
    es: 'Introduce una relación de aspecto como 16:9 o 16/9, o píxeles como 1080x1920. Ningún lado puede ser 0 y un lado puede medir como máximo 10 veces el otro.',
    fr: "Saisissez un format d'image comme 16:9 ou 16/9, ou des pixels comme 1080x1920. Aucun côté ne peut valoir 0 et un côté peut mesurer au plus 10 fois l'autre.",
    sv: 'Ange ett bildförhållande som 16:9 eller 16/9, eller pixlar som 1080x1920. Ingen sida får vara 0, och en sida får vara högst 10 gånger den andra.',
  },
  ROOT_GROUP_NO_SCHEDULE: {
    en: 'The root group has no schedule of its own. Choose a group or a screen.',
    es: 'El grupo raíz no tiene programación propia. Elige un grupo o una pantalla.',
    fr: "Le groupe racine n'a pas de programmation propre. Choisissez un groupe ou un écran.",
    sv: 'Rotgruppen har inget eget schema. Välj en grupp eller en skärm.',
  },
  GROUP_INVALID_MOVE: {
    en: 'A group cannot be moved into itself or one of its sub-groups.',
    es: 'Un grupo no se puede mover dentro de sí mismo ni de uno de sus subgrupos.',
    fr: "Un groupe ne peut pas être déplacé dans lui-même ni dans l'un de ses sous-groupes.",
    sv: 'En grupp kan inte flyttas in i sig själv eller i en av sina undergrupper.',
  },
  GROUP_DYNAMIC: {
    en: 'A dynamic group holds the screens its tags choose. Change the screens’ tags or the group’s rule instead.',
    es: 'Un grupo dinámico contiene las pantallas que eligen sus etiquetas. Cambia las etiquetas de las pantallas o la regla del grupo.',
    fr: 'Un groupe dynamique contient les écrans choisis par ses étiquettes. Modifiez plutôt les étiquettes des écrans ou la règle du groupe.',
    sv: 'En dynamisk grupp innehåller de skärmar som dess taggar väljer. Ändra skärmarnas taggar eller gruppens regel i stället.',
  },
  DEVICE_REVOKED: {
    en: 'This screen was removed from its organization. Pair it again.',
    es: 'Esta pantalla se ha eliminado de su organización. Vuelve a vincularla.',
    fr: 'Cet écran a été retiré de son organisation. Associez-le à nouveau.',
    sv: 'Den här skärmen har tagits bort från sin organisation. Parkoppla den igen.',
  },
  DEVICE_NOT_PAIRED: {
    en: 'This screen is not paired yet.',
    es: 'Esta pantalla aún no está vinculada.',
    fr: "Cet écran n'est pas encore associé.",
    sv: 'Den här skärmen är inte parkopplad än.',
  },
  SCREENSHOT_INVALID: {
    en: 'The screenshot must be a JPEG image of at most 2 MB.',
    es: 'La captura de pantalla debe ser una imagen JPEG de 2 MB como máximo.',
    fr: "La capture d'écran doit être une image JPEG de 2 Mo maximum.",
    sv: 'Skärmbilden måste vara en JPEG-bild på högst 2 MB.',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again.',
    es: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo.',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    sv: 'Något gick fel hos oss. Försök igen.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    es: 'El servicio no está disponible por un momento. Vuelve a intentarlo en unos instantes.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    sv: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
  },
  NETWORK: {
    en: 'We could not reach the server. Check your connection and try again.',
    es: 'No hemos podido conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
    fr: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    sv: 'Vi kunde inte nå servern. Kontrollera din anslutning och försök igen.',
  },
} satisfies Record<string, Messages>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_MESSAGES;
}

/** The message of a code in a language; `{name}` placeholders are filled from `params`. */
export function errorMessage(code: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = (ERROR_MESSAGES as Record<string, Messages>)[code];
  const text = entry ? entry[locale] : ERROR_MESSAGES.INTERNAL[locale];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
