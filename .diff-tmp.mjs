import sharp from 'sharp';
const [a, b] = process.argv.slice(2);
const A = await sharp(a).raw().toBuffer({ resolveWithObject: true });
const B = await sharp(b).raw().toBuffer({ resolveWithObject: true });
const w = A.info.width, ch = A.info.channels;
const row = (X, y) => X.data.subarray(y * w * ch, (y + 1) * w * ch);
// rows of A that differ from B at the same y, and from B at y+1 (a one-pixel shift)
let same = 0, shifted = 0, neither = []; 
for (let y = 0; y < Math.min(A.info.height, B.info.height - 1); y++) {
  if (Buffer.compare(row(A, y), row(B, y)) === 0) same++;
  else if (Buffer.compare(row(A, y), row(B, y + 1)) === 0) shifted++;
  else neither.push(y);
}
console.log({ same, shifted, differ: neither.length, ranges: neither.filter((y, i) => i === 0 || neither[i - 1] !== y - 1).slice(0, 20) });
