import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { addMessage, markSeen, startConversation } from './chat.service.ts';

type Line = [side: 'Pelanggan' | 'Agen', minutesAgo: number, text: string];

/**
 * The demo CS desk: the demo admin is an agent (rchatadmin), and three conversations written through
 * the chat's own service: one waiting with unread visitor messages, one the admin is handling, one
 * answered and closed yesterday.
 */
export async function seedChat(s: SeedContext): Promise<void> {
  const { app } = s;
  const [admin] = await app.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'");
  if (!admin) return;
  await s.add('rchatadmin', {
    id_agen: admin.id,
    nama_tampilan: 'Dewi (CS Kantor)',
    kanal: 'Website',
    maks_percakapan: 8,
    jam_mulai: '08:00',
    jam_selesai: '17:00',
    status: 'Active',
  });
  await app.db.query(
    `INSERT INTO chat_canned_replies (title, body, created_by) VALUES
      ('Salam pembuka', 'Selamat datang di Kantor! Saya Dewi dari tim CS, ada yang bisa saya bantu?', $1),
      ('Jam operasional', 'Tim kami melayani Senin–Sabtu pukul 08.00–17.00 WIB.', $1),
      ('Minta alamat', 'Boleh kami minta alamat lengkap beserta patokan terdekat untuk jadwal kunjungan teknisi?', $1),
      ('Penutup', 'Terima kasih sudah menghubungi kami. Semoga harinya menyenangkan!', $1)`,
    [admin.id],
  );

  const now = Date.now();
  const write = async (code: string, lines: Line[]) => {
    for (const [side, minutesAgo, text] of lines) {
      await addMessage(
        app.db,
        code,
        { side, userId: side === 'Agen' ? admin.id : null },
        text,
        [],
        new Date(now - minutesAgo * 60_000),
      );
    }
  };

  const waiting = await startConversation(app.db.query, {
    code: 'CS-DEMO0001',
    name: 'Rina Wulandari',
    phone: '0812-2233-4455',
    email: null,
    customerId: null,
  });
  await write(waiting.row.code, [
    ['Pelanggan', 14, 'Selamat siang, apakah bisa servis AC hari Sabtu ini?'],
    [
      'Pelanggan',
      12,
      'AC 1 PK di kamar tidur, sudah tidak dingin sejak kemarin. Alamat saya di Antapani, Bandung.',
    ],
  ]);

  const handling = await startConversation(app.db.query, {
    code: 'CS-DEMO0002',
    name: 'Budi Santoso',
    phone: null,
    email: 'budi.santoso@contoh.co.id',
    customerId: null,
  });
  await write(handling.row.code, [
    ['Pelanggan', 95, 'Halo, saya mau tanya harga pasang CCTV 4 kamera untuk ruko.'],
    ['Agen', 90, 'Halo Pak Budi, untuk paket 4 kamera mulai Rp3.450.000 sudah termasuk DVR dan pemasangan.'],
    ['Pelanggan', 84, 'Apakah harga itu sudah termasuk kabel sampai 50 meter?'],
    ['Agen', 80, 'Sudah, Pak. Kabel sampai 60 meter termasuk. Boleh kami jadwalkan survei lokasi?'],
  ]);
  await markSeen(app.db.query, { ...handling.row, token_hash: null }, 'Pelanggan', {
    delivered: 1e9,
    read: 1e9,
  });
  await markSeen(app.db.query, { ...handling.row, token_hash: null }, 'Agen', { delivered: 1e9, read: 1e9 });

  const closed = await startConversation(app.db.query, {
    code: 'CS-DEMO0003',
    name: 'Sri Handayani',
    phone: '0857-1122-3344',
    email: 'sri.handayani@contoh.id',
    customerId: null,
  });
  await write(closed.row.code, [
    ['Pelanggan', 1500, 'Selamat pagi, invoice bulan lalu sudah saya bayar lewat transfer BCA.'],
    ['Agen', 1490, 'Terima kasih Bu Sri, pembayaran sudah kami terima dan invoice sudah lunas.'],
    ['Pelanggan', 1485, 'Baik, terima kasih banyak.'],
  ]);
  await markSeen(app.db.query, { ...closed.row, token_hash: null }, 'Pelanggan', {
    delivered: 1e9,
    read: 1e9,
  });
  await markSeen(app.db.query, { ...closed.row, token_hash: null }, 'Agen', { delivered: 1e9, read: 1e9 });
  await app.db.query(
    `UPDATE chat_conversations SET status = 'closed', closed_at = now() - interval '24 hours', closed_by = $2
      WHERE id = $1`,
    [closed.row.id, admin.id],
  );
}
