import sharp from 'sharp';
const [,, file, h = '1600'] = process.argv;
const m = await sharp(file).metadata();
const H = Number(h); let i = 0;
for (let top = 0; top < m.height; top += H, i++) {
  await sharp(file).extract({ left: 0, top, width: m.width, height: Math.min(H, m.height - top) }).toFile(file.replace('.png', `.s${i}.png`));
}
console.log(m.width, m.height, i);
