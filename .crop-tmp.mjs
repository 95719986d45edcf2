import sharp from 'sharp';
const [a, b, y, h, out] = process.argv.slice(2);
const A = await sharp(a).extract({ left: 0, top: +y, width: 412, height: +h }).toBuffer();
const B = await sharp(b).extract({ left: 0, top: +y, width: 412, height: +h }).toBuffer();
await sharp({ create: { width: 830, height: +h, channels: 3, background: '#f0f' } }).composite([{ input: A, left: 0, top: 0 }, { input: B, left: 418, top: 0 }]).png().toFile(out);
