// Passwords and words people pick first, in English and Indonesian. A password is refused when it is
// one of COMMON_PASSWORDS, or when it is one of WEAK_WORDS with only digits or symbols around it
// ('Bismillah2024!', 'sayang123'), after undoing common letter swaps ('p@ssw0rd').

// biome-ignore format: compact lists read better than one entry per line
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'password123', 'passw0rd', '12345678', '123456789', '1234567890', '87654321',
  '11111111', '00000000', '12341234', '11223344', '123123123', 'qwerty123', 'qwertyuiop', 'asdfghjkl',
  'zxcvbnm123', '1q2w3e4r', '1qaz2wsx', 'abc12345', 'abcd1234', 'iloveyou', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'letmein1', 'trustno1', 'superman', 'starwars', 'computer',
  'whatever', 'dragon123', 'monkey123', 'admin123', 'administrator', 'changeme', 'qwerty12345',
  'sayang123', 'sayangku', 'bismillah', 'indonesia', 'rahasia123', 'rahasia', 'katasandi', 'katasandi123',
  'katakunci', 'cintaku', 'aku123456', 'akusayangkamu', 'sayangkamu', 'merdeka45', 'merdeka1945',
  'indonesia1945', 'garuda123', 'jakarta123', 'bandung123', 'surabaya123', 'alhamdulillah',
  'masukaja', 'masuk123', 'sandi123', 'kantor123', 'bismillah123', 'kucing123', 'anjing123', 'doraemon',
]);

// biome-ignore format: compact lists read better than one entry per line
export const WEAK_WORDS: ReadonlySet<string> = new Set([
  'password', 'passw0rd', 'qwerty', 'qwertyuiop', 'asdf', 'asdfgh', 'zxcvbn', 'admin', 'administrator',
  'welcome', 'letmein', 'login', 'user', 'test', 'guest', 'master', 'secret', 'default', 'iloveyou',
  'sayang', 'sayangku', 'cinta', 'cintaku', 'rahasia', 'katasandi', 'kata sandi', 'sandi', 'kunci',
  'bismillah', 'alhamdulillah', 'insyaallah', 'indonesia', 'merdeka', 'garuda', 'pancasila', 'jakarta',
  'bandung', 'surabaya', 'medan', 'semarang', 'yogyakarta', 'jogja', 'bali', 'sayangkamu', 'akusayangkamu',
  'masuk', 'kantor', 'sukses', 'rejeki', 'berkah', 'bahagia', 'kucing', 'anjing', 'persib', 'persija',
  'doraemon', 'naruto', 'barcelona', 'liverpool', 'juventus', 'manchester', 'football', 'sepakbola',
  'selamat', 'semangat', 'ganteng', 'cantik', 'mantap', 'keluarga', 'mamapapa', 'ibubapak',
]);
