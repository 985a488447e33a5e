import { addLocale } from 'primereact/api';

/** PrimeReact's calendar texts in Indonesian (it ships English only). */
addLocale('id', {
  firstDayOfWeek: 1,
  dayNames: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  dayNamesShort: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
  dayNamesMin: ['Mg', 'Sn', 'Sl', 'Rb', 'Km', 'Jm', 'Sb'],
  monthNames: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  monthNamesShort: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  today: 'Hari ini',
  clear: 'Hapus',
  weekHeader: 'Mg',
});

/** The calendar locale of an interface language: Indonesian for id-ID, PrimeReact's English otherwise. */
export const calendarLocale = (language: string) => (/^id\b/i.test(language) ? 'id' : 'en');
