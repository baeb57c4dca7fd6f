/**
 * The words of French, Spanish and German forms and texts that name what the rules know in English ("prénom",
 * "apellidos", "Geburtsdatum"): a French form is filled from an English text and the other way round, and the
 * embedding model, which knows English only, is not needed for it. Accent-free and lower case, as simplify()
 * leaves words. Words that are also English words with another meaning ("pays", "land", "fin", "firma") are not
 * listed, nor words for numbers and phones that a form asks of several people ("cédula", "celular"): without
 * reading whose a value is in those languages, they would fill every such row.
 */

/** Phrases first: their words mean something else alone ("code" and "postal" are each no postcode). */
export const FOREIGN_PHRASES: [RegExp, string][] = [
  [/\b(date|lieu) de naissance\b/g, '$1 of birth'],
  [/\bfecha de nacimiento\b/g, 'date of birth'],
  [/\blugar de nacimiento\b/g, 'place of birth'],
  [/\b(code|codigo) postal\b/g, 'postal code'],
  [/\bcorreo electronico\b/g, 'email'],
  [/\bnumero de telephone\b|\bnumero de telefono\b/g, 'phone'],
];

/** Word → the English word or phrase. */
export const FOREIGN_WORDS: Record<string, string> = {
  // French
  nom: 'name',
  prenom: 'first name',
  prenoms: 'first name',
  adresse: 'address',
  rue: 'street',
  ville: 'city',
  localite: 'city',
  commune: 'city',
  nationalite: 'nationality',
  naissance: 'birth',
  courriel: 'email',
  employeur: 'employer',
  salarie: 'employee',
  salariee: 'employee',
  salaire: 'salary',
  impot: 'tax',
  numero: 'number',
  homme: 'male',
  femme: 'female',
  sexe: 'gender',
  // Spanish
  nombre: 'name',
  nombres: 'first name',
  apellido: 'last name',
  apellidos: 'last name',
  direccion: 'address',
  domicilio: 'address',
  calle: 'street',
  ciudad: 'city',
  municipio: 'city',
  departamento: 'state',
  provincia: 'state',
  pais: 'country',
  nacionalidad: 'nationality',
  telefono: 'phone',
  correo: 'email',
  fecha: 'date',
  edad: 'age',
  sexo: 'gender',
  genero: 'gender',
  hombre: 'male',
  mujer: 'female',
  empleador: 'employer',
  // German
  vorname: 'first name',
  nachname: 'last name',
  familienname: 'last name',
  anschrift: 'address',
  strasse: 'street',
  'straße': 'street',
  hausnummer: 'house number',
  ort: 'city',
  wohnort: 'city',
  stadt: 'city',
  geburtsdatum: 'date of birth',
  geburtsort: 'place of birth',
  staatsangehorigkeit: 'nationality',
  telefon: 'phone',
  datum: 'date',
  unterschrift: 'signature',
  arbeitgeber: 'employer',
  geschlecht: 'gender',
};
