/** Error messages of video walls (docs/screens.md, "Video walls"), spread into ERROR_MESSAGES. */
export const WALL_ERROR_MESSAGES = {
  WALL_SIZE_INVALID: {
    en: 'A wall has 1 to 10 columns and 1 to 10 rows.',
    es: 'Un videowall tiene de 1 a 10 columnas y de 1 a 10 filas.',
    fr: 'Un mur d’écrans a de 1 à 10 colonnes et de 1 à 10 lignes.',
    sv: 'En videovägg har 1 till 10 kolumner och 1 till 10 rader.',
  },
  WALL_SCREEN_SIZE_INVALID: {
    en: 'Enter the size of one screen in pixels, between 100 and 8000.',
    es: 'Introduce el tamaño de una pantalla en píxeles, entre 100 y 8000.',
    fr: 'Saisissez la taille d’un écran en pixels, entre 100 et 8000.',
    sv: 'Ange storleken på en skärm i pixlar, mellan 100 och 8000.',
  },
  WALL_BEZEL_INVALID: {
    en: 'Enter the bezel in pixels, between 0 and 500.',
    es: 'Introduce el marco en píxeles, entre 0 y 500.',
    fr: 'Saisissez le cadre en pixels, entre 0 et 500.',
    sv: 'Ange ramen i pixlar, mellan 0 och 500.',
  },
  WALL_CELL_OUTSIDE: {
    en: 'This place is outside the wall. Choose a column and a row inside it.',
    es: 'Esta posición está fuera del videowall. Elige una columna y una fila dentro de él.',
    fr: 'Cette place est en dehors du mur. Choisissez une colonne et une ligne à l’intérieur.',
    sv: 'Den här platsen ligger utanför väggen. Välj en kolumn och en rad inom den.',
  },
  WALL_CELL_TAKEN: {
    en: 'Two screens cannot share one place on the wall.',
    es: 'Dos pantallas no pueden ocupar la misma posición del videowall.',
    fr: 'Deux écrans ne peuvent pas occuper la même place sur le mur.',
    sv: 'Två skärmar kan inte dela samma plats på väggen.',
  },
  WALL_ROTATION_INVALID: {
    en: 'Choose a rotation of 0, 90, 180 or 270 degrees.',
    es: 'Elige una rotación de 0, 90, 180 o 270 grados.',
    fr: 'Choisissez une rotation de 0, 90, 180 ou 270 degrés.',
    sv: 'Välj en rotation på 0, 90, 180 eller 270 grader.',
  },
  WALL_SCREEN_NOT_MEMBER: {
    en: 'This screen is not in the group. Add it to the group first, then place it on the wall.',
    es: 'Esta pantalla no está en el grupo. Añádela primero al grupo y luego colócala en el videowall.',
    fr: 'Cet écran n’est pas dans le groupe. Ajoutez-le d’abord au groupe, puis placez-le sur le mur.',
    sv: 'Den här skärmen finns inte i gruppen. Lägg först till den i gruppen och placera den sedan på väggen.',
  },
};
