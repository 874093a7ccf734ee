/** Error messages of the media library and its folders (docs/media.md), spread into ERROR_MESSAGES. */
export const MEDIA_ERROR_MESSAGES = {
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
};
